import Foundation
import Testing

@testable import CodeIndex
@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Where a mask constraint comes from: the statements
/// that give a view its frame or mask, read from the code, and matched to
/// the log's `NSAutoresizingMaskLayoutConstraint`s by what ties them to
/// the view, never by a framework class alone.
@Suite struct FrameSourceTests {
    private func matches(_ files: [(String, String)], _ entries: [String]) throws -> [Int: SourceMatch] {
        SourceMatcher(index: CodeIndex(files: files), analysis: try analyze(entries)).matches()
    }

    /// The flags the log prints for a mask the code writes: margin, size,
    /// margin per axis; nothing flexible prints the trailing margin so.
    @Test(arguments: [
        ("[.flexibleWidth, .flexibleHeight]", ["h=-&- v=-&-"]),
        ("UIViewAutoresizingFlexibleLeftMargin | UIViewAutoresizingFlexibleRightMargin", ["h=&-& v=---", "h=&-& v=--&"]),
        ("[]", ["h=--- v=---", "h=--- v=--&", "h=--& v=---", "h=--& v=--&"]),
        ("[.flexibleTopMargin, .flexibleWidth]", ["h=-&- v=&--"]),
        // AppKit's y runs up: both orders of its vertical flags agree.
        ("[.width, .minYMargin]", ["h=-&- v=&--", "h=-&- v=--&"]),
        ("NSViewWidthSizable | NSViewHeightSizable", ["h=-&- v=-&-"]),
    ])
    func aMaskWrittenOutIsTheFlagsTheLogPrints(expression: String, printed: [String]) {
        #expect(MaskFlagsText.printed(expression)?.sorted() == printed.sorted())
    }

    @Test func aMaskGivenByANameSaysNoFlags() {
        #expect(MaskFlagsText.printed("savedMask") == nil)
        #expect(MaskFlagsText.printed("[.flexibleWidth, extra]") == nil)
    }

    /// Each way of giving a view a frame, with its numbers per attribute; a
    /// view the file turns translation off for gives none.
    @Test func framesAreReadWithTheirNumbersAndTheirViews() {
        let text = """
            final class RouteView: UIView {
                let pin = UIImageView()
                let caption = UILabel()
                let legend = LegendView(frame: CGRect(x: 8, y: 4, width: 120, height: rowHeight))
                override init(frame: CGRect) {
                    super.init(frame: .zero)
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    legend.frame = CGRect(x: 0, y: 0, width: 90, height: 20)
                    pin.autoresizingMask = [.flexibleLeftMargin]
                }
            }
            """
        let sites = FrameScanner.sites(in: SourceFile(path: "RouteView.swift", text: text)).sites
        func frame(_ line: Int) -> ConstraintSite? { sites.first { $0.line == line && $0.kind == .frame } }
        // Made without a frame: a zero one.
        #expect(frame(2)?.statement?.rect == .zero && frame(2)?.first.item == "pin" && frame(2)?.first.type == "UIImageView")
        // Translation off: no frame of its own turns into constraints.
        #expect(!sites.contains { $0.line == 3 })
        // A rect written out: each number, a name none, the middle where both are written.
        #expect(frame(4)?.statement?.rect == FrameRect(x: 8, y: 4, width: 120, height: nil) && frame(4)?.first.type == "LegendView")
        #expect(frame(4)?.statement?.rect?.value(of: .midX) == .some(68) && frame(4)?.statement?.rect?.value(of: .midY) == .some(nil))
        #expect(frame(4)?.statement?.rect?.value(of: .leading) == nil)
        // The view's own initialiser: `self`, of the type it is written in.
        #expect(frame(6)?.statement?.rect == .zero && frame(6)?.first.item == "self" && frame(6)?.first.type == "RouteView")
        // A frame set later, on a declared view.
        #expect(frame(8)?.statement?.rect?.width == 90 && frame(8)?.first.item == "legend")
        // A mask, with the flags the log prints for it.
        let mask = sites.first { $0.kind == .mask }
        #expect(mask?.line == 9 && mask?.first.item == "pin")
        #expect(mask?.statement?.maskFlags.map(Set.init) == ["h=&-- v=---", "h=&-- v=--&"])
        #expect(sites.allSatisfy { $0.statement != nil })
    }

    @Test func objectiveCFramesAreRead() {
        let text = """
            @implementation BadgeView
            - (instancetype)init {
                self = [super initWithFrame:CGRectMake(0, 0, 44, 44)];
                _dot = [[UIView alloc] init];
                _ring = [[UIView alloc] initWithFrame:CGRectZero];
                [_ring setTranslatesAutoresizingMaskIntoConstraints:NO];
                return self;
            }
            @end
            """
        let sites = FrameScanner.sites(in: SourceFile(path: "BadgeView.m", text: text)).sites
        let initialiser = sites.first { $0.line == 3 }
        #expect(initialiser?.first.item == "self" && initialiser?.first.type == "BadgeView")
        #expect(initialiser?.statement?.rect == FrameRect(x: 0, y: 0, width: 44, height: 44))
        #expect(sites.first { $0.line == 4 }?.first.item == "dot")
        #expect(!sites.contains { $0.line == 5 })
    }

    /// A type that turns its own translation off makes no mask constraint,
    /// so where another file makes one is no place for it.
    @Test func aTypeThatTurnsItsOwnTranslationOffIsNoMasksPlace() throws {
        let card = (
            "CardView.swift",
            "final class CardView: UIView {\n    init() {\n        super.init(frame: .zero)\n        translatesAutoresizingMaskIntoConstraints = false\n    }\n}\n"
        )
        let host = ("HostView.swift", "final class HostView: UIView {\n    let card = CardView()\n}\n")
        let index = CodeIndex(files: [card, host])
        #expect(index.frames.isEmpty)
        let found = try matches(
            [card, host], ["<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Shop.CardView:0xa.width == 0   (active)>"])
        #expect(found.isEmpty)
    }

    /// UIKit's class alone ties no statement to the view: a `UIImageView()`
    /// made in a file none of its other constraints are in is not named; the
    /// one whose name those constraints give is, as sure as they are: here
    /// they too have only UIKit's class for them, so likely.
    @Test func aFrameworkClassAloneNamesNoPlace() throws {
        let other = (
            "GalleryView.swift",
            "final class GalleryView: UIView {\n    let photo = UIImageView()\n    func load() { addSubview(photo) }\n}\n"
        )
        let entries = [
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIImageView:0xa.width == 0   (active)>",
            "<NSLayoutConstraint:0x2 UIImageView:0xa.width == 48   (active)>",
        ]
        #expect(CodeIndex(files: [other]).frames.contains { $0.kind == .frame && $0.first.item == "photo" })
        #expect(try matches([other], entries).isEmpty)
        let own = (
            "AvatarView.swift",
            "final class AvatarView: UIView {\n    let photo = UIImageView()\n    func pin() {\n        addSubview(photo)\n"
                + "        photo.widthAnchor.constraint(equalToConstant: 48).isActive = true\n    }\n}\n"
        )
        let found = try matches([other, own], entries)
        #expect(found[0]?.confidence == .likely)
        #expect(found[0]?.sites.map(\.place) == ["AvatarView.swift:2"])
        #expect(found[1]?.confidence == .likely)
        #expect(found[1]?.sites.map(\.place) == ["AvatarView.swift:5"])
    }

    /// An app's class made with the log's number written out is its place;
    /// a mask whose flags differ from the log's is none.
    @Test func anAppsClassByItsFrameAndAMaskByItsFlags() throws {
        let host = (
            "HostViewController.swift",
            "final class HostViewController: UIViewController {\n    func load() {\n"
                + "        let strip = FilterStrip(frame: CGRect(x: 0, y: 0, width: 320, height: 44))\n"
                + "        strip.autoresizingMask = [.flexibleLeftMargin]\n    }\n}\n"
        )
        let width = try matches(
            [host], ["<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Shop.FilterStrip:0xa.width == 320   (active)>"])
        #expect(width[0]?.confidence == .exact && width[0]?.sites.map(\.place) == ["HostViewController.swift:3"])
        #expect(width[0]?.evidence == ["type FilterStrip", "width 320"])
        // Another number: the frame is not this constraint's; the mask's flags are not the log's either.
        let other = try matches(
            [host], ["<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Shop.FilterStrip:0xa.width == 300   (active)>"])
        #expect(other.isEmpty)
        // Against another view no frame's number says; the mask's flags do, and their statement is the place.
        let flexible = try matches(
            [host], ["<NSAutoresizingMaskLayoutConstraint:0x1 h=&-- v=--& Shop.FilterStrip:0xa.minX == UIView:0xb.minX   (active)>"])
        #expect(flexible[0]?.confidence == .exact && flexible[0]?.sites.map(\.place) == ["HostViewController.swift:4"])
    }

    /// A table's cell view is as wide as its column: the column's `width` is the statement its mask's width comes from.
    @Test func aTableCellViewsWidthIsItsColumns() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                <objects>
                    <tableView id="t">
                        <tableColumns>
                            <tableColumn identifier="name" width="180" minWidth="40" maxWidth="1000" id="c">
                                <prototypeCellViews>
                                    <tableCellView id="cell" customClass="ItemCellView">
                                        <rect key="frame" x="1" y="1" width="180" height="17"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                    </tableCellView>
                                </prototypeCellViews>
                            </tableColumn>
                        </tableColumns>
                    </tableView>
                </objects>
            </document>
            """
        let found = try matches(
            [("Items.xib", xib)], ["<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Shop.ItemCellView:0xa.width == 180   (active)>"])
        #expect(found[0]?.confidence == .exact && found[0]?.sites.map(\.place) == ["Items.xib:6"])
        #expect(found[0]?.evidence == ["type ItemCellView", "width 180"])
    }
}

/// A frame of no known type agrees on its number alone: never for sure.
@Suite struct UntypedFrameTests {
    @Test func aFrameOfNoKnownTypeIsOnlyLikely() throws {
        let host = (
            "HostViewController.swift",
            "final class HostViewController: UIViewController {\n    func load() {\n"
                + "        header.frame = CGRect(x: 0, y: 0, width: 320, height: 44)\n    }\n}\n"
        )
        let analysis = try analyze(["<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Shop.FilterStrip:0xa.width == 320   (active)>"])
        let found = SourceMatcher(index: CodeIndex(files: [host]), analysis: analysis).matches()
        #expect(found[0]?.confidence == .likely && found[0]?.sites.map(\.place) == ["HostViewController.swift:3"])
    }
}
