import Foundation
import Testing

@testable import CodeIndex
@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// The places where reading code or matching it could claim too much or
/// miss the right place: each a case a review found.
@Suite struct SourceEdgeCaseTests {
    private func match(_ files: [(String, String)], _ entry: String) throws -> SourceMatch? {
        SourceMatcher(index: CodeIndex(files: files), analysis: try analyze([entry])).match(0)
    }

    /// A label's text and its type outrank a number written out; a constant
    /// given by name is never exact, whatever else agrees.
    @Test func evidenceOutranksANumberAndANamedConstantIsNeverExact() throws {
        let named = (
            "AmountView.swift",
            "final class AmountView: UIView {\n    let amountLabel: UILabel\n    func pin() {\n        amountLabel.text = \"Balance\"\n"
                + "        amountLabel.widthAnchor.constraint(equalToConstant: width).isActive = true\n    }\n}\n"
        )
        let written = (
            "OtherView.swift",
            "final class OtherView: UIView {\n    let otherLabel = UILabel()\n"
                + "    func pin() { otherLabel.widthAnchor.constraint(equalToConstant: 80).isActive = true }\n}\n"
        )
        let found = try #require(try match([named, written], "<NSLayoutConstraint:0x1 UILabel:0xa'Balance'.width == 80   (active)>"))
        #expect(found.confidence == .likely && found.sites.map(\.place) == ["AmountView.swift:5"])
        let alone = try #require(try match([named], "<NSLayoutConstraint:0x1 UILabel:0xa'Balance'.width == 100   (active)>"))
        #expect(alone.confidence == .likely)
    }

    /// Code may hold an app's view in a framework type: no contradiction, no confirmation either.
    @Test func aFrameworkTypedVariableMayHoldTheAppsSubclass() throws {
        let file = (
            "HomeView.swift",
            "final class HomeView: UIView {\n    private let cardView: UIView = CardView()\n"
                + "    func pin() { cardView.widthAnchor.constraint(equalToConstant: 200).isActive = true }\n}\n"
        )
        let found = try match([file], "<NSLayoutConstraint:0x1 Ledger.CardView:0xa.width == 200   (active)>")
        #expect(found?.confidence == .likely && found?.sites.map(\.place) == ["HomeView.swift:3"])
        // A framework class in the log still contradicts another framework type in the code.
        #expect(try match([file], "<NSLayoutConstraint:0x1 UILabel:0xa.width == 200   (active)>") == nil)
    }

    /// An identifier set on a name reused in two functions belongs to the nearest declaration above it.
    @Test func anAssignmentGoesToTheNearestDeclaration() {
        let text = """
            final class PairView: UIView {
                func a() {
                    let c = leftAnchor.constraint(equalTo: first.leftAnchor)
                    c.identifier = "first"
                }
                func b() {
                    let c = rightAnchor.constraint(equalTo: second.rightAnchor)
                    c.identifier = "second"
                }
            }
            """
        #expect(CodeIndex(files: [("PairView.swift", text)]).sites.map(\.identifier) == ["first", "second"])
    }

    /// Both libraries store the constant an `offset` or `inset` gives; Masonry's
    /// insets set only the edges; a chain that goes on below is not read as whole.
    @Test func makerChainsSetTheirConstantAsTheLibrariesDo() {
        let snapKit = MakerChainScanner.sites(
            in: """
                card.snp.makeConstraints { make in
                    make.width.equalTo(100).offset(8)
                    make.centerX.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10))
                    make.top.equalToSuperview()
                        .offset(8)
                }
                """, file: "Card.swift")
        #expect(snapKit.map(\.constant) == [8, 5, nil])
        #expect(snapKit[2].priority == nil)
        let masonry = MakerChainScanner.sites(
            in: """
                [card mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.width.equalTo(self).inset(16);
                    make.trailing.equalTo(self).inset(16);
                }];
                """, file: "Card.m")
        #expect(masonry.map(\.constant) == [0, -16])
    }

    /// C's float suffix is a number; a receiver the pattern cannot read is
    /// no `self`; `class func` declares no type; a module-qualified type is its last name.
    @Test func codeIsReadAsTheCompilerReadsIt() {
        let objectiveC = ItemAttributeScanner.sites(
            in: """
                [NSLayoutConstraint constraintWithItem:self.dot attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual
                    toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1.0f constant:16.0f];
                """, file: "Dot.m")
        #expect(objectiveC.map(\.constant) == [16] && objectiveC.map(\.multiplier) == [1])
        let swift = SwiftAnchorScanner.sites(
            in: """
                final class BadgeView: UIView {
                    let title: UIKit.UILabel
                    class func make() -> BadgeView { BadgeView() }
                    func pin() {
                        badge!.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                        title.widthAnchor.constraint(equalTo: widthAnchor).isActive = true
                    }
                }
                """, file: "BadgeView.swift")
        #expect(swift.count == 1)
        #expect(swift.first?.first.type == "UILabel" && swift.first?.second?.type == "BadgeView")
    }

    /// A format with no orientation still names its first view; a priority given by an unknown metric is unknown.
    @Test func visualFormatsWithoutOrientationOrKnownMetrics() {
        let sites = VisualFormatScanner.sites(
            in: """
                let views = ["a": first, "b": second]
                constraints(withVisualFormat: "[a]-8@prio-[b(==a)]", metrics: nil, views: views)
                """, file: "Row.swift")
        #expect(sites.first?.first.item == "second" && sites.first?.second?.item == "first")
        #expect(sites.last?.priority == nil && sites.last?.constant == 8)
    }

    /// Each constraint a format makes knows the edit that lowers it alone:
    /// its predicate at 999, parenthesised where it stood bare between dashes.
    @Test func aVisualFormatKnowsTheEditThatLowersEachOfItsConstraints() {
        let sites = VisualFormatScanner.sites(
            in: """
                let views = ["tag": tagLabel, "count": countLabel]
                constraints(withVisualFormat: "H:|-16-[tag(>=200,<=300@750)]-(>=8)-[count]-16-|", metrics: nil, views: views)
                """, file: "Row.swift")
        #expect(
            sites.compactMap(\.format?.lowered) == [
                "H:|-16-[tag(>=200@999,<=300@750)]-(>=8)-[count]-16-|", "H:|-16-[tag(>=200,<=300@999)]-(>=8)-[count]-16-|",
                "H:|-(16@999)-[tag(>=200,<=300@750)]-(>=8)-[count]-16-|", "H:|-16-[tag(>=200,<=300@750)]-(>=8@999)-[count]-16-|",
                "H:|-16-[tag(>=200,<=300@750)]-(>=8)-[count]-(16@999)-|",
            ])
    }

    /// A constraint a visual format makes, found for sure, is lowered in the
    /// format (issue 43): the string with its predicate at 999, never anchor
    /// code for a constraint the app did not write with anchors.
    @Test func aVisualFormatsConstraintIsLoweredInTheFormat() throws {
        let file = (
            "TagRowView.swift",
            """
            final class TagRowView: UIView {
                let tagLabel = UILabel()
                let countLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    tagLabel.text = "Vegetarian"
                    let views: [String: UIView] = ["tag": tagLabel, "count": countLabel]
                    NSLayoutConstraint.activate(
                        NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[tag(>=200)]-8-[count]-16-|", metrics: nil, views: views))
                }
            }
            """
        )
        let analysis = try analyze(
            [
                "<NSLayoutConstraint:0x1 H:|-(16)-[UILabel:0xa'Vegetarian']   (active, names: '|':Recipes.TagRowView:0xc )>",
                "<NSLayoutConstraint:0x2 UILabel:0xa'Vegetarian'.width >= 200   (active)>",
                "<NSLayoutConstraint:0x3 H:[UILabel:0xa'Vegetarian']-(8)-[UILabel:0xb'12']   (active)>",
                "<NSLayoutConstraint:0x4 H:[UILabel:0xb'12']-(16)-|   (active, names: '|':Recipes.TagRowView:0xc )>",
                "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Width' Recipes.TagRowView:0xc.width == 220   (active)>",
            ], breaking: "<NSLayoutConstraint:0x2 UILabel:0xa'Vegetarian'.width >= 200   (active)>")
        let conflict = try #require(ReportExplanation(analysis, detail: [], code: CodeIndex(files: [file])).conflicts.first)
        #expect(conflict.shortFix == "lower UILabel 'Vegetarian'.width >= 200 to priority 999")
        let edit = try #require(conflict.code.first)
        #expect(edit.heading == "In Swift, at TagRowView.swift:9:")
        #expect(edit.lines == ["// the visual format, its constraint at priority 999:", "\"H:|-16-[tag(>=200@999)]-8-[count]-16-|\""])
        #expect(!conflict.code.flatMap(\.lines).contains { $0.contains("Anchor") })
    }

    /// A constraint with an outlet is changed in code: its document's numbers are no evidence.
    @Test func anInterfaceBuilderConstraintWithAnOutletHasUnknownNumbers() {
        let sites = InterfaceBuilderScanner.sites(
            in: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <view id="v">
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="h"/>
                                <constraint firstAttribute="width" constant="120" priority="750" id="w"/>
                            </constraints>
                            <connections>
                                <outlet property="heightConstraint" destination="h" id="o"/>
                            </connections>
                        </view>
                    </objects>
                </document>
                """, file: "Bar.xib")
        #expect(sites.map(\.constant) == [nil, 120] && sites.map(\.priority) == [nil, 750])
    }

    /// The log prints six significant digits: a 16:9 ratio is `1.77778`.
    @Test func aRatioPrintedRoundedStillMatches() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <imageView id="i">
                        <constraints>
                            <constraint firstAttribute="width" secondItem="i" secondAttribute="height" multiplier="16:9" id="r"/>
                        </constraints>
                    </imageView>
                </objects>
            </document>
            """
        let found = try match(
            [("Poster.xib", xib)], "<NSLayoutConstraint:0x1 UIImageView:0xa.width == 1.77778*UIImageView:0xa.height   (active)>")
        #expect(found?.confidence == .exact)
    }
}

/// A constant set after the call (issue 44, item 2): the log prints the
/// last one set, so the call is its place with that constant too; the
/// call's own constant still matches a log printed before the change.
@Suite struct ConstantSetLaterTests {
    private let text = """
        final class BadgeView: UIView {
            let dot = UIView()
            var dotWidth: NSLayoutConstraint!
            func pin() {
                dotWidth = dot.widthAnchor.constraint(equalToConstant: 8)
                dotWidth.isActive = true
                let gap = dot.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4)
                gap.constant = 6
            }
            func grow(by amount: CGFloat) { dotWidth.constant = 24 }
            func other() {
                let gap = dot.topAnchor.constraint(equalTo: topAnchor)
            }
        }
        """

    private func match(_ entry: String) throws -> SourceMatch? {
        SourceMatcher(index: CodeIndex(files: [("BadgeView.swift", text)]), analysis: try analyze([entry])).match(0)
    }

    @Test func theCallIsThePlaceOfTheConstantALaterLineSets() throws {
        // A property, set in another function below.
        let grown = try #require(try match("<NSLayoutConstraint:0x1 UIView:0xa.width == 24   (active)>"))
        #expect(grown.confidence == .exact, "\(grown.confidence) \(grown.sites.map(\.place)) \(grown.evidence)")
        #expect(grown.sites.map(\.place) == ["BadgeView.swift:5"])
        #expect(grown.evidence.contains("the constant set on line 10"))
        #expect(grown.sites[0].handle == ConstraintSite.Handle(name: "dotWidth", isProperty: true))
        // The call's own, as the log printed it before the change.
        let first = try #require(try match("<NSLayoutConstraint:0x1 UIView:0xa.width == 8   (active)>"))
        #expect(first.sites.map(\.place) == ["BadgeView.swift:5"] && first.sites[0].constantSetOn == nil)
        // A local, set on its next line; the same name in another function is another constraint.
        let gap = try #require(try match("<NSLayoutConstraint:0x1 UIView:0xa.leading == BadgeView:0xb.leading + 6   (active)>"))
        #expect(gap.sites.map(\.place) == ["BadgeView.swift:7"] && gap.sites[0].handle?.isProperty == false)
        #expect(try match("<NSLayoutConstraint:0x1 UIView:0xa.top == BadgeView:0xb.top + 6   (active)>") == nil)
    }
}
