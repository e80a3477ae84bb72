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
    /// format: the string with its predicate at 999, never anchor
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
        #expect(found?.sites.map(\.place) == ["Poster.xib:6"])
        // UIKit's class is all that ties the document's view to the log's: not for sure.
        #expect(found?.confidence == .likely)
    }
}

/// What the report itself says of a view: the name a sure place of one of
/// its constraints gives it, its mask, AppKit's identifier in place of its
/// class, and the direction a visual format prints.
@Suite struct ReportEvidenceTests {
    private func matches(_ files: [(String, String)], _ entries: [String]) throws -> [Int: SourceMatch] {
        SourceMatcher(index: CodeIndex(files: files), analysis: try analyze(entries)).matches()
    }

    /// A width of UIKit's class alone is likely; the name the view's sure pin to
    /// the app's class gives it makes the width's place sure too, and tells it
    /// from another file's label of the same width.
    @Test func aSurePlacesNameForTheViewIsEvidence() throws {
        let card = (
            "CardView.swift",
            "final class CardView: UIView {\n    let title = UILabel()\n    func pin() {\n"
                + "        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true\n"
                + "        title.widthAnchor.constraint(equalToConstant: 90).isActive = true\n    }\n}\n"
        )
        let other = (
            "Other.swift",
            "final class Other: UIView {\n    let caption = UILabel()\n"
                + "    func pin() { caption.widthAnchor.constraint(equalToConstant: 90).isActive = true }\n}\n"
        )
        let width = "<NSLayoutConstraint:0x2 UILabel:0xa.width == 90   (active)>"
        let alone = try matches([card, other], [width])
        #expect(alone[0]?.confidence == .candidates)
        let found = try matches(
            [card, other], ["<NSLayoutConstraint:0x1 UILabel:0xa.leading == Shop.CardView:0xb.leading + 16   (active)>", width])
        #expect(found[0]?.confidence == .exact && found[0]?.sites.map(\.place) == ["CardView.swift:4"])
        #expect(found[1]?.confidence == .exact && found[1]?.sites.map(\.place) == ["CardView.swift:5"])
        #expect(found[1]?.evidence.contains("title, as its other constraints call it") == true)
    }

    private let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="root">
                    <subviews>
                        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="photo" userLabel="photo"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="photo" firstAttribute="width" constant="64" id="w"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// A document's view it lays out with constraints has no mask: where the
    /// log shows the view's mask, the document's constraint is another view's.
    @Test func aDocumentViewWithTranslationOffIsNoMaskedViewsPlace() throws {
        let width = "<NSLayoutConstraint:0x1 UIImageView:0xa.width == 64   (active)>"
        let mask = "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIImageView:0xa.width == 0   (active)>"
        #expect(try matches([("Cell.xib", cell)], [width])[0]?.sites.map(\.place) == ["Cell.xib:9"])
        #expect(try matches([("Cell.xib", cell)], [width, mask])[0] == nil)
        // Unless the code turns its translation back on.
        let code = (
            "Cell.swift",
            "final class Cell: UIView {\n    @IBOutlet var photo: UIImageView!\n"
                + "    override func awakeFromNib() {\n        photo.translatesAutoresizingMaskIntoConstraints = true\n    }\n}\n"
        )
        #expect(try matches([("Cell.xib", cell), code], [width, mask])[0]?.sites.map(\.place) == ["Cell.xib:9"])
    }

    /// AppKit prints a view's identifier (`ItemCell`) where it has one, in
    /// place of its class: the document's view of that identifier is it.
    @Test func anAppKitIdentifierStandsForItsClass() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                <objects>
                    <tableCellView identifier="ItemCell" id="c" customClass="ItemCellView">
                        <subviews>
                            <textField translatesAutoresizingMaskIntoConstraints="NO" id="t"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="t" firstAttribute="leading" secondItem="c" secondAttribute="leading" constant="6" id="l"/>
                        </constraints>
                    </tableCellView>
                </objects>
            </document>
            """
        let found = try matches(
            [("Items.xib", xib)], ["<NSLayoutConstraint:0x1 NSTextField:0xa.leading == ItemCell:0xb.leading + 6   (active)>"])
        #expect(found[0]?.confidence == .exact && found[0]?.sites.map(\.place) == ["Items.xib:9"])
    }

    /// AppKit keeps a control's title on its cell, and a box's on the box: the texts the log prints after the class.
    @Test func anAppKitControlsTitleIsOnItsCell() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                <objects>
                    <box title="Updates" translatesAutoresizingMaskIntoConstraints="NO" id="x">
                        <view key="contentView" id="v">
                            <subviews>
                                <button translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <buttonCell key="cell" type="push" title="Check Now" id="bc"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="158" id="w"/>
                                    </constraints>
                                </button>
                            </subviews>
                        </view>
                    </box>
                </objects>
                <constraints>
                    <constraint firstItem="x" firstAttribute="centerX" secondItem="b" secondAttribute="centerX" constant="-175.5" id="c"/>
                </constraints>
            </document>
            """
        let sites = InterfaceBuilderScanner.sites(in: xib, file: "Window.xib")
        #expect(sites.map(\.first.text) == ["Check Now", "Updates"])
        #expect(sites[1].second?.text == "Check Now")
    }

    /// `(LTR)`: code that said `leftAnchor` is printed as leading; right to
    /// left, leading is the right edge and the gap is turned round.
    @Test func aDirectionPrintedMatchesLeftAndRight() throws {
        let code = (
            "Banner.swift",
            "final class Banner: UIView {\n    let icon = UIImageView()\n    func pin() {\n"
                + "        icon.leftAnchor.constraint(equalTo: leftAnchor, constant: 22).isActive = true\n"
                + "        icon.rightAnchor.constraint(equalTo: rightAnchor, constant: -22).isActive = true\n    }\n}\n"
        )
        let left = try matches(
            [code], ["<NSLayoutConstraint:0x1 H:|-(22)-[UIImageView:0xa](LTR)   (active, names: '|':Shop.Banner:0xb )>"])
        #expect(left[0]?.confidence == .exact && left[0]?.sites.map(\.place) == ["Banner.swift:4"])
        let right = try matches(
            [code], ["<NSLayoutConstraint:0x1 H:|-(22)-[UIImageView:0xa](RTL)   (active, names: '|':Shop.Banner:0xb )>"])
        #expect(right[0]?.sites.map(\.place) == ["Banner.swift:5"])
        #expect(
            try matches([code], ["<NSLayoutConstraint:0x1 H:|-(22)-[UIImageView:0xa]   (active, names: '|':Shop.Banner:0xb )>"]).isEmpty)
    }
}

/// A constant set after the call: the log prints the
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
        // A property, set in another function below; UIKit's class alone makes it no more than likely.
        let grown = try #require(try match("<NSLayoutConstraint:0x1 UIView:0xa.width == 24   (active)>"))
        #expect(grown.confidence == .likely, "\(grown.confidence) \(grown.sites.map(\.place)) \(grown.evidence)")
        #expect(grown.sites.map(\.place) == ["BadgeView.swift:5"])
        #expect(grown.evidence.contains("the constant set on line 10"))
        #expect(grown.sites[0].handle == ConstraintSite.Handle(name: "dotWidth", isProperty: true))
        // The call's own, as the log printed it before the change.
        let first = try #require(try match("<NSLayoutConstraint:0x1 UIView:0xa.width == 8   (active)>"))
        #expect(first.sites.map(\.place) == ["BadgeView.swift:5"] && first.sites[0].constantSetOn == nil)
        // A local, set on its next line; the same name in another function is another constraint.
        let gap = try #require(try match("<NSLayoutConstraint:0x1 UIView:0xa.leading == BadgeView:0xb.leading + 6   (active)>"))
        #expect(gap.sites.map(\.place) == ["BadgeView.swift:7"] && gap.sites[0].handle?.isProperty == false)
        #expect(gap.confidence == .exact, "the app's own class, BadgeView, at the other end")
        #expect(try match("<NSLayoutConstraint:0x1 UIView:0xa.top == BadgeView:0xb.top + 6   (active)>") == nil)
    }

    /// A constraint kept as a dictionary's entry is that entry wherever the file sets its constant.
    @Test func aDictionaryEntryIsAHandle() throws {
        let text = """
            final class DrawerView: UIView {
                var constraintsByName: [String: NSLayoutConstraint] = [:]
                func pin() {
                    constraintsByName["height"] = heightAnchor.constraint(equalToConstant: 300)
                }
                func collapse() { constraintsByName["height"]?.constant = 0 }
            }
            """
        let index = CodeIndex(files: [("DrawerView.swift", text)])
        let found = SourceMatcher(index: index, analysis: try analyze(["<NSLayoutConstraint:0x1 DrawerView:0xa.height == 0   (active)>"]))
            .match(0)
        #expect(found?.confidence == .exact && found?.sites.map(\.place) == ["DrawerView.swift:4"])
        #expect(found?.sites[0].constantSetOn == 6)
        #expect(found?.sites[0].handle == ConstraintSite.Handle(name: "constraintsByName[\"height\"]", isProperty: true))
    }
}
