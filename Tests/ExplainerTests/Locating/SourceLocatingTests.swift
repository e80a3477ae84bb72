import Foundation
import Testing

@testable import CodeIndex
@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Where each constraint was made, against the key written for
/// each small app of `SampleLogs/projects/`: how many were located right
/// (same file and line, as sure as the key says), how many came as
/// candidates that include the right place, how many were wrong. Wrong must
/// be 0, and `exact` must never be wrong.
@Suite struct SourceLocatingTests {
    static let projects = packageRoot.appendingPathComponent("SampleLogs/projects")

    struct Tally: Equatable, CustomStringConvertible {
        var right = 0
        var rightExact = 0
        var candidates = 0
        var notFound = 0
        var wrong: [String] = []
        var description: String {
            "\(right) located right (\(rightExact) exact), \(candidates) as candidates including the right place, "
                + "\(notFound) not found, \(wrong.count) wrong"
        }
    }

    /// The app's files, as the command reads them: paths relative to the project.
    static func index(_ project: URL) throws -> CodeIndex {
        let walk = try #require(FileManager.default.enumerator(at: project, includingPropertiesForKeys: nil))
        var files: [(path: String, text: String)] = []
        while let url = walk.nextObject() as? URL {
            guard ["swift", "m", "h", "xib", "storyboard"].contains(url.pathExtension) else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(project.standardizedFileURL.path.count + 1))
            files.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return CodeIndex(files: files.sorted { $0.path < $1.path })
    }

    static func tally(_ project: URL) throws -> Tally {
        let key = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: project.appendingPathComponent("key.json"))) as? [String: Any])
        let places = try #require(key["places"] as? [String: Any])
        // How sure each place must be said to be: a claim stronger or weaker than the key's is wrong too. A constraint
        // listed in several reports has one for each, in the logs' order: the evidence each report leaves differs.
        let confidences = try #require(key["confidence"] as? [String: Any])
        var seen: [String: Int] = [:]
        let index = try index(project)
        var tally = Tally()
        let logs = try FileManager.default.contentsOfDirectory(at: project, includingPropertiesForKeys: nil).filter {
            $0.pathExtension == "log"
        }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        for log in logs {
            for report in try readReports(log) {
                let analysis = ReportAnalyzer.analyze(report)
                let matches = SourceMatcher(index: index, analysis: analysis).matches()
                for (entryIndex, entry) in report.entries.enumerated() {
                    guard let address = entry.address, let expected = places[address] else { continue }
                    let match = matches[entryIndex]
                    let isRight = { (site: ConstraintSite) in
                        guard let place = expected as? String, let colon = place.lastIndex(of: ":"),
                            let line = Int(place[place.index(after: colon)...])
                        else { return false }
                        return site.file == String(place[..<colon]) && site.line == line
                    }
                    guard let match else {
                        if expected is String { tally.notFound += 1 }
                        continue
                    }
                    let occurrence = seen[address, default: 0]
                    seen[address] = occurrence + 1
                    let sure = confidences[address] as? String ?? (confidences[address] as? [String])?[occurrence]
                    if expected is String, sure != match.confidence.rawValue {
                        tally.wrong.append("\(address): said \(match.confidence), key \(sure ?? "none")")
                    }
                    switch match.confidence {
                    case .exact, .likely:
                        if isRight(match.sites[0]) {
                            tally.right += 1
                            if match.confidence == .exact { tally.rightExact += 1 }
                        } else {
                            tally.wrong.append("\(address): \(match.confidence) \(match.phrase), key \(expected)")
                        }
                    case .candidates:
                        if match.sites.contains(where: isRight) {
                            tally.candidates += 1
                        } else {
                            tally.wrong.append("\(address): \(match.phrase), key \(expected)")
                        }
                    }
                }
            }
        }
        return tally
    }

    @Test func everyProjectIsLocatedWithoutAWrongPlace() throws {
        let projects = try FileManager.default.contentsOfDirectory(at: Self.projects, includingPropertiesForKeys: nil)
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("key.json").path) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(!projects.isEmpty)
        for project in projects {
            let tally = try Self.tally(project)
            print("source locating, \(project.lastPathComponent): \(tally)")
            #expect(tally.wrong.isEmpty, "\(project.lastPathComponent): \(tally.wrong)")
        }
    }

    /// Each app, exactly (right, of them exact, candidates), and why. UIKit's or AppKit's class
    /// alone is never sure: an exact place has the app's class, a text, a key or an identifier,
    /// or calls a view by the name a sure place of its other constraints gives it, in that file.
    /// - anchors-swift: a label's text tells the card's title from the cell's shop label, whose
    ///   gaps are the same; the header's thumbnail width is the cell's too, told apart by the name
    ///   the cell's likely pins give the view; the cell's content view, whose type no declaration
    ///   gives, and the cell's image view are only likely;
    /// - anchors-objc: properties give the types, `self.contentView` none, all UIKit's: none sure;
    ///   the header's cover height, told apart as the cell's by the name its pins give;
    /// - item-attribute: `item:` calls over two lines, printed in visual format; another view's
    ///   icon width, told apart by the name the banner's sure constraints give the icon;
    /// - interface-builder: a label's text and a button's title tell same-shaped constraints apart,
    ///   an identifier decides; the image height a xib and a storyboard both write, the xib's by the
    ///   name its sure width gives the thumbnail; the cell's pins to the content view are likely;
    /// - snapkit: SnapKit's own line; a second file of the same name with the same chain on it,
    ///   told apart by the names the file's sure chains give;
    /// - masonry: a constraint's key decides, a view's key is the code's name; another cell's avatar;
    /// - visual-format: a constraint per connection and size: sure where the format is added to
    ///   the view itself, whose class `|` is, else of UIKit's classes only, likely; a label width
    ///   both files write, the one whose format names the label as its pins do;
    /// - appkit: AppKit's classes in code and a Mac xib, sure where the pane's own class is at an
    ///   end or a sure place names the field; another view's field of the same width.
    /// - frames-masks: each mask's constraints at the statement that makes the view or gives it its
    ///   frame or mask: a view made without a frame, found by the name its other constraints give it
    ///   (in Swift, in Objective-C's initialiser, on AppKit, where only AppKit's class ties them: likely);
    ///   an app's class by its frame's width, in code and in a xib's view left to its frame (whose
    ///   mask's flags are the default too); a mask by its flags. The views of the same framework
    ///   classes made elsewhere, and one whose translation is off, are never named.
    /// - constants-later: the call whose constant a later line sets to the log's: a property set in
    ///   another method (to 0; and by a name, which says no number), a local on the next line, an
    ///   Objective-C property.
    /// - helpers-offsets: a size handed to the app's helper as a format, only likely; Swift 2's
    ///   `constraintsWithVisualFormat`, sure by the bar's own class at `|` and the names it gives;
    ///   SnapKit's offsets and a height given by names, placed by SnapKit's own line; Masonry's
    ///   shorthand, the buttons' types read from the class's header; an offset by name, likely.
    @Test(arguments: [
        ("anchors-swift", 10, 6, 0), ("anchors-objc", 4, 0, 0), ("item-attribute", 5, 5, 0), ("interface-builder", 12, 9, 0),
        ("snapkit", 5, 5, 0), ("masonry", 5, 3, 0), ("visual-format", 11, 5, 0), ("appkit", 8, 4, 0),
        ("frames-masks", 14, 12, 0), ("constants-later", 9, 9, 0), ("helpers-offsets", 17, 15, 0),
    ])
    func eachAppIsLocatedExactly(project: String, right: Int, exact: Int, candidates: Int) throws {
        let tally = try Self.tally(Self.projects.appendingPathComponent(project))
        #expect(tally == Tally(right: right, rightExact: exact, candidates: candidates, notFound: 0, wrong: []), "\(project): \(tally)")
    }

    @Test func visualFormatsAreReadIntoTheirConstraints() {
        let sites = VisualFormatScanner.sites(
            in: """
                final class RowView: UIView {
                    let icon = UIImageView()
                    let title = UILabel()
                    func pin() {
                        let views = ["icon": icon, "title": title]
                        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=8@750)-[icon(==title)][title(<=200)]-pad-|",
                            options: .directionLeftToRight, metrics: ["pad": 4], views: views))
                    }
                }
                """, file: "RowView.swift")
        #expect(sites.allSatisfy { $0.line == 6 && $0.kind == .visualFormat })
        // Sizes first: icon's width is title's; title's at most 200.
        #expect(
            sites[0].first == ConstraintSite.End(item: "icon", type: "UIImageView", attribute: .width) && sites[0].second?.item == "title")
        #expect(sites[1].relation == .lessThanOrEqual && sites[1].constant == 200 && sites[1].second == nil)
        // Then the connections, left to right as the option asks; side by side is 0; a metric is its number.
        #expect(
            sites[2].first.attribute == .left && sites[2].relation == .greaterThanOrEqual && sites[2].constant == 8
                && sites[2].priority == 750)
        #expect(sites[3].first == ConstraintSite.End(item: "title", type: "UILabel", attribute: .left) && sites[3].constant == 0)
        // `|` is the view the constraints are added to: `self`, of the class around them.
        #expect(sites[4].first == ConstraintSite.End(item: "self", type: "RowView", attribute: .right) && sites[4].constant == 4)
        #expect(sites.count == 5)
    }

    /// An identifier or a priority given on a later line to the variable a
    /// constraint is kept in, and a label's text, are the log's evidence too.
    @Test func factsSetApartFromTheCallAreRead() {
        let text = """
            final class TotalView: UIView {
                let totalLabel = UILabel()
                func pin() {
                    totalLabel.text = "Total"
                    let width = totalLabel.widthAnchor.constraint(equalToConstant: 90)
                    width.identifier = "totalWidth"
                    width.priority = .defaultHigh
                    var gap: NSLayoutConstraint = totalLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8)
                    gap.priority = UILayoutPriority(rawValue: 999)
                    totalLabel.topAnchor.constraint(equalTo: topAnchor).priority = someLevel
                    totalLabel.bottomAnchor.constraint(equalTo: bottomAnchor).priority(UILayoutPriority(999)),
                }
            }
            """
        let index = CodeIndex(files: [("TotalView.swift", text)])
        #expect(index.sites.map(\.identifier) == ["totalWidth", nil, nil, nil])
        // The last through an app's helper chained on the call.
        #expect(index.sites.map(\.priority) == [750, 999, nil, 999])
        #expect(index.sites.map(\.first.text) == ["Total", "Total", "Total", "Total"])
    }

    /// A place that writes the log's number out outranks one that names it
    /// (`avatarSize.width` may be 30 too), but only as likely: the
    /// evidence, the types, is the same for both.
    @Test func aNumberWrittenOutIsLikelyNotExact() throws {
        let index = CodeIndex(files: [
            (
                "CompactUserView.swift",
                "final class CompactUserView: UIView {\n    let avatar: AvatarView\n"
                    + "    func pin() { avatar.widthAnchor.constraint(equalToConstant: 30).isActive = true }\n}\n"
            ),
            (
                "SuggestionCell.swift",
                "final class SuggestionCell: UITableViewCell {\n    let avatar = AvatarView()\n"
                    + "    func pin() { avatar.widthAnchor.constraint(equalToConstant: Self.avatarSize.width).isActive = true }\n}\n"
            ),
        ])
        let analysis = try analyze(["<NSLayoutConstraint:0x1 Social.AvatarView:0xa.width == 30   (active)>"])
        let match = try #require(SourceMatcher(index: index, analysis: analysis).match(0))
        #expect(match.confidence == .likely && match.sites.map(\.place) == ["CompactUserView.swift:3"])
        // Alone, the place that writes it out is exact.
        let alone = CodeIndex(
            files: [index.sites[0].file].map {
                (
                    $0,
                    "final class CompactUserView: UIView {\n    let avatar: AvatarView\n    func pin() { avatar.widthAnchor.constraint(equalToConstant: 30).isActive = true }\n}\n"
                )
            })
        #expect(SourceMatcher(index: alone, analysis: analysis).match(0)?.confidence == .exact)
    }

    /// A library the app carries is the library's: CocoaPods, Carthage, package checkouts.
    @Test func vendoredFoldersAreTheLibrarys() {
        let site = { (file: String) in
            ConstraintSite(
                file: file, line: 1, column: 1, kind: .anchor, first: .init(item: "bar", type: nil, attribute: .width),
                relation: .equal, second: nil, constant: 8, multiplier: 1)
        }
        #expect(site("Pods/Charts/Source/BarView.swift").isVendored)
        #expect(site("Carthage/Checkouts/Kingfisher/Sources/Image.swift").isVendored)
        #expect(site("DerivedData/SourcePackages/checkouts/SnapKit/Sources/View.swift").isVendored)
        #expect(site("App/Pods/PodsView.swift").isVendored)
        #expect(!site("App/Views/PodView.swift").isVendored)
    }

    @Test func snapKitChainsAreReadWithTheirSigns() {
        let sites = MakerChainScanner.sites(
            in: """
                final class TicketView: UIView {
                    let stub = UIImageView()
                    func pin() {
                        stub.snp.makeConstraints { make in
                            make.top.trailing.equalToSuperview().inset(8)
                            make.size.equalTo(CGSize(width: 40, height: 30)).priority(.high)
                        }
                        stub.snp.remakeConstraints {
                            $0.leading.equalTo(safeAreaLayoutGuide.snp.leading).offset(-4).labeled("stubLeading")
                            $0.height.lessThanOrEqualTo(stub.snp.width).dividedBy(2)
                        }
                    }
                }
                """, file: "TicketView.swift")
        #expect(sites.map(\.line) == [5, 5, 6, 6, 9, 10])
        // `inset` goes inward: +8 from the top, -8 from the trailing edge.
        #expect(sites[0].first == ConstraintSite.End(item: "stub", type: "UIImageView", attribute: .top) && sites[0].constant == 8)
        #expect(sites[1].second == ConstraintSite.End(item: "superview", type: nil, attribute: .trailing) && sites[1].constant == -8)
        #expect(sites[2].second == nil && sites[2].constant == 40 && sites[3].constant == 30 && sites[3].priority == 750)
        #expect(sites[4].second?.type == "UILayoutGuide" && sites[4].constant == -4 && sites[4].identifier == "stubLeading")
        #expect(sites[5].relation == .lessThanOrEqual && sites[5].multiplier == 0.5 && sites[5].second?.attribute == .width)
        #expect(sites.allSatisfy { $0.kind == .snapKit && $0.column == 13 })
    }

    @Test func masonryChainsAreReadWithTheirKeys() {
        let sites = MakerChainScanner.sites(
            in: """
                @implementation BadgeView
                - (void)pin {
                    [self.dot mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self).insets(UIEdgeInsetsMake(2, 4, 6, 8));
                        make.width.mas_equalTo(12).priorityLow();
                        make.centerY.equalTo(self.mas_safeAreaLayoutGuideTop).with.offset(3).key(@"dotY");
                        make.height.equalTo(self.title).multipliedBy(compact ? 1 : 2);
                    }];
                }
                @end
                """, file: "BadgeView.m")
        #expect(sites.map(\.constant) == [2, 4, -6, -8, 12, 3])
        #expect(sites[0].first.item == "dot" && sites[0].second?.item == "self" && sites[0].second?.type == "BadgeView")
        #expect(sites[4].second == nil && sites[4].priority == 250)
        #expect(sites[5].second?.attribute == .top && sites[5].second?.text == "UIViewSafeAreaLayoutGuide" && sites[5].identifier == "dotY")
        // A multiplier that is an expression is no place to point at.
        #expect(!sites.contains { $0.first.attribute == .height })
    }

    /// A format handed to a helper is read and marked so;
    /// every format of a line; Swift 2's spelling, its format in parentheses.
    @Test func visualFormatsThroughHelpersAndOlderSpellings() {
        let sites = VisualFormatScanner.sites(
            in: """
                final class ToolbarView: UIView {
                    func pin() {
                        quickConstraints(["H:[close(24)]", "V:[close(24)]"], ["close": closeButton])
                        addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|-8-[title]-8-|", options: [], metrics: nil, views: ["title": titleLabel]))
                        let note = "Height: tall"
                    }
                }
                """, file: "ToolbarView.swift")
        #expect(sites.map(\.line) == [3, 3, 4, 4])
        #expect(sites.map(\.isIndirect) == [true, true, false, false])
        #expect(sites[0].first.item == "closeButton" && sites[0].first.attribute == .width && sites[0].constant == 24)
        #expect(sites[1].first.attribute == .height && sites[1].column > sites[0].column)
        #expect(sites[2].first.item == "titleLabel" && sites[2].constant == 8 && sites[2].column == 58)
    }

    /// An offset or inset given by a name is a constant of
    /// any number, no longer a chain dropped; so is a priority by a name.
    /// Masonry's shorthand (`MAS_SHORTHAND`) drops the prefix.
    @Test func makerChainsWithNamedNumbersAndMasonrysShorthand() {
        let swift = MakerChainScanner.sites(
            in: """
                final class RowView: UIView {
                    func pin() {
                        title.snp.makeConstraints { make in
                            make.leading.equalToSuperview().offset(Layout.margin)
                            make.top.bottom.equalToSuperview().inset(padding).priority(rowPriority)
                        }
                    }
                }
                """, file: "RowView.swift")
        #expect(swift.map(\.line) == [4, 5, 5])
        #expect(swift.allSatisfy { $0.constant == nil } && swift.map(\.priority) == [1000, nil, nil])
        let shorthand = MakerChainScanner.sites(
            in: """
                #define MAS_SHORTHAND
                @implementation CallView
                - (void)pin {
                    [self.hangUp makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.avatar.right).offset(k3ButtonGap);
                        make.width.equalTo(@64);
                    }];
                }
                @end
                """, file: "CallView.m")
        #expect(shorthand.map(\.line) == [5, 6] && shorthand.allSatisfy { $0.kind == .masonry && $0.first.item == "hangUp" })
        #expect(shorthand[0].second?.item == "avatar" && shorthand[0].second?.attribute == .right && shorthand[0].constant == nil)
        #expect(shorthand[1].second == nil && shorthand[1].constant == 64)
    }

    /// An Objective-C class declares its properties in its header: their types are the `.m`'s too.
    @Test func aHeaderGivesItsPropertiesTypes() {
        let index = CodeIndex(files: [
            ("Views/CardView.h", "@interface CardView : UIView\n@property (nonatomic, strong) UILabel *title;\n@end\n"),
            (
                "Views/CardView.m",
                "@implementation CardView\n- (void)pin {\n    [self.title.widthAnchor constraintEqualToConstant:80].active = YES;\n}\n@end\n"
            ),
            (
                "Other/CardView.m",
                "@implementation Other\n- (void)pin {\n    [self.title.widthAnchor constraintEqualToConstant:80].active = YES;\n}\n@end\n"
            ),
        ])
        #expect(index.sites.map(\.first.type) == ["UILabel", nil])
    }

    /// A type nested in another ends with its braces: the lines after it are the outer type's.
    @Test func aNestedTypeEndsWithItsBraces() {
        let file = SourceFile(
            path: "BarView.swift",
            text: """
                final class BarView: UIView {
                    private struct Layout {
                        static let gap: CGFloat = 4
                    }
                    private struct Style { let plain = 1 }
                    init() {
                        stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4).isActive = true
                    }
                }
                struct After {}
                """)
        #expect(
            file.enclosing == ["BarView", "Layout", "Layout", "Layout", "Style", "BarView", "BarView", "BarView", "BarView", "After"])
    }

    @Test func interfaceBuilderConstraintsAreReadAsWritten() {
        let sites = InterfaceBuilderScanner.sites(
            in: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <view contentMode="scaleToFill" id="root" customClass="BadgeView">
                            <subviews>
                                <button translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                                    <state key="normal" title="Follow"/>
                                </button>
                                <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img" userLabel="Avatar"/>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstAttribute="trailing" secondItem="btn" secondAttribute="trailing" constant="12" id="c1"/>
                                <constraint firstItem="img" firstAttribute="width" secondItem="img" secondAttribute="height" multiplier="16:9" id="c2"/>
                                <constraint firstItem="btn" firstAttribute="baseline" secondItem="safe" secondAttribute="bottom" relation="lessThanOrEqual" priority="750" identifier="followBaseline" id="c3"/>
                                <constraint firstItem="img" firstAttribute="height" constant="40" placeholder="YES" id="c4"/>
                            </constraints>
                        </view>
                    </objects>
                    <connections>
                        <outlet property="followButton" destination="btn" id="o1"/>
                    </connections>
                </document>
                """, file: "BadgeView.xib")
        // The placeholder is removed at build time: three constraints, at their lines.
        #expect(sites.map(\.line) == [13, 14, 15])
        // An omitted first item is the view that holds the list.
        #expect(sites[0].first == ConstraintSite.End(item: "BadgeView", type: "BadgeView", attribute: .trailing))
        #expect(sites[0].second == ConstraintSite.End(item: "followButton", type: "UIButton", attribute: .trailing, text: "Follow"))
        #expect(sites[0].constant == 12 && sites[0].priority == 1000 && sites[0].column == 17 && sites[0].kind == .interfaceBuilder)
        #expect(sites[1].first.item == "Avatar" && abs(sites[1].multiplier - 16.0 / 9) < 1e-9 && sites[1].constant == 0)
        #expect(sites[2].first.attribute == .lastBaseline && sites[2].relation == .lessThanOrEqual)
        #expect(
            sites[2].second
                == ConstraintSite.End(
                    item: "'UIViewSafeAreaLayoutGuide'", type: "UILayoutGuide", attribute: .bottom, text: "UIViewSafeAreaLayoutGuide"))
        #expect(sites[2].priority == 750 && sites[2].identifier == "followBaseline")
    }

    @Test func aMacDocumentsElementsAreAppKitClasses() {
        let sites = InterfaceBuilderScanner.sites(
            in: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                    <objects>
                        <customView id="pane">
                            <subviews>
                                <textField translatesAutoresizingMaskIntoConstraints="NO" id="name"/>
                            </subviews>
                            <constraints>
                                <constraint firstItem="name" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="20" id="c1"/>
                            </constraints>
                        </customView>
                    </objects>
                </document>
                """, file: "Pane.xib")
        #expect(sites.map(\.first.type) == ["NSTextField"] && sites.map(\.second?.type) == ["NSView"])
    }

    @Test func aDocumentThatIsNoXMLGivesNoSites() {
        #expect(InterfaceBuilderScanner.sites(in: "<document><constraint firstAttribute=\"width\" <oops", file: "Broken.xib").isEmpty)
    }

    @Test func objectiveCConstraintWithItemIsRead() {
        let sites = ItemAttributeScanner.sites(
            in: """
                @implementation StepCell
                - (void)pin {
                    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:self.stepLabel
                        attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.contentView
                        attribute:NSLayoutAttributeTop multiplier:1.0 constant:10]];
                    [NSLayoutConstraint constraintWithItem:_photo attribute:NSLayoutAttributeHeight
                        relatedBy:NSLayoutRelationLessThanOrEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:120];
                }
                @end
                """, file: "StepCell.m")
        #expect(sites.map(\.line) == [3, 6])
        #expect(sites[0].first.item == "stepLabel" && sites[0].first.attribute == .top && sites[0].second?.item == "contentView")
        #expect(sites[0].constant == 10 && sites[0].multiplier == 1)
        #expect(sites[1].relation == .lessThanOrEqual && sites[1].second == nil && sites[1].constant == 120)
    }

    @Test func objectiveCAnchorsAreRead() {
        let sites = ObjectiveCAnchorScanner.sites(
            in: """
                @interface BadgeView ()
                @property (nonatomic, strong) UIView *dot;
                @end
                @implementation BadgeView
                - (void)pin {
                    [self.trailingAnchor constraintEqualToAnchor:self.dot.trailingAnchor constant:4].active = YES;
                    [_dot.widthAnchor constraintEqualToAnchor:_dot.heightAnchor multiplier:1.5].active = YES;
                    [self.dot.heightAnchor constraintGreaterThanOrEqualToConstant:8].active = YES;
                }
                @end
                """, file: "BadgeView.m")
        #expect(sites.map(\.line) == [6, 7, 8])
        #expect(sites[0].first == ConstraintSite.End(item: "self", type: "BadgeView", attribute: .trailing))
        #expect(sites[0].second == ConstraintSite.End(item: "dot", type: "UIView", attribute: .trailing))
        #expect(sites[0].constant == 4)
        #expect(sites[1].multiplier == 1.5 && sites[1].first.item == "dot")
        #expect(sites[2].relation == .greaterThanOrEqual && sites[2].constant == 8)
    }

    @Test func anchorsWrittenFromEitherEnd() {
        let sites = SwiftAnchorScanner.sites(
            in: """
                final class BadgeView: UIView {
                    let dot = UIView()
                    func pin() {
                        trailingAnchor.constraint(equalTo: dot.trailingAnchor, constant: 4).isActive = true
                        dot.widthAnchor.constraint(equalTo: dot.heightAnchor, multiplier: 1.5).isActive = true
                        dot.heightAnchor.constraint(greaterThanOrEqualToConstant: 8).isActive = true
                    }
                }
                """, file: "BadgeView.swift")
        #expect(sites.map(\.line) == [4, 5, 6])
        #expect(sites[0].first == ConstraintSite.End(item: "self", type: "BadgeView", attribute: .trailing))
        #expect(sites[0].second == ConstraintSite.End(item: "dot", type: "UIView", attribute: .trailing))
        #expect(sites[0].constant == 4 && sites[0].column == 9)
        #expect(sites[1].multiplier == 1.5 && sites[1].second?.attribute == .height)
        #expect(sites[2].relation == .greaterThanOrEqual && sites[2].second == nil && sites[2].constant == 8)
    }
}

/// The fix's code in the names the source uses.
@Suite struct CodeNamesTests {
    @Test func aVariableIsRenamedAsAWholeWordBeforeItsDot() {
        #expect(
            CodeNames.rename("label2", to: "amountLabel", in: "let w = label2.widthAnchor.constraint(equalTo: mylabel2.widthAnchor)")
                == "let w = amountLabel.widthAnchor.constraint(equalTo: mylabel2.widthAnchor)")
        // The enclosing view's anchors are written bare.
        #expect(
            CodeNames.rename("view", to: nil, in: "let t = view.trailingAnchor.constraint(equalTo: label.trailingAnchor)")
                == "let t = trailingAnchor.constraint(equalTo: label.trailingAnchor)")
    }

    /// The item-attribute API names views without a dot: renamed too, `self` for the enclosing view.
    @Test func aVariableAloneIsRenamedAsAWholeWord() {
        let line = "let w = NSLayoutConstraint(item: label2, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width)"
        #expect(
            CodeNames.rename("label2", to: "amountLabel", in: line)
                == "let w = NSLayoutConstraint(item: amountLabel, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width)")
        #expect(CodeNames.rename("view", to: nil, in: line).hasSuffix("toItem: self, attribute: .width)"))
        #expect(
            CodeNames.rename("label", to: "nameLabel", in: "[label2 addConstraint:labelWidth]; // label.")
                == "[label2 addConstraint:labelWidth]; // nameLabel.")
    }
}

/// Numbers and ends as every scanner reads them.
@Suite struct SiteTextTests {
    @Test func aLabelledNumberIsANumberAloneNeverAnExpression() {
        #expect(SiteText.number(labelled: "constant", in: "b.trailingAnchor, constant: -16") == -16)
        #expect(SiteText.number(labelled: "multiplier", in: " multiplier:1.5 constant:4") == 1.5)
        #expect(SiteText.number(labelled: "constant", in: " multiplier:1.5 constant:4") == 4)
        #expect(SiteText.number(labelled: "constant", in: "anchor, constant: spacing") == nil)
        #expect(SiteText.number(labelled: "constant", in: "anchor, constant: 16 * scale") == nil)
    }

    @Test func anInstanceVariableIsItsProperty() {
        let types = ["titleLabel": "UILabel", "_raw": "UIView"]
        #expect(SiteText.end("_titleLabel.", attribute: .top, types: types, enclosing: nil).type == "UILabel")
        #expect(SiteText.end("_raw", attribute: .top, types: types, enclosing: nil).item == "_raw")
        #expect(
            SiteText.end("self.", attribute: .top, types: types, enclosing: "Card")
                == ConstraintSite.End(item: "self", type: "Card", attribute: .top))
    }
}
