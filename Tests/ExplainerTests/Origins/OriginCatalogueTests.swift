import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Who made each constraint, for every identifier and class the catalogue
/// knows from public logs.
@Suite struct OriginCatalogueTests {
    private func origin(_ entry: String) throws -> Origin {
        OriginCatalogue.origin(of: try EntryParser.parse(entry).get())
    }

    @Test(arguments: [
        ("UIView-Encapsulated-Layout-Height", Origin.cellSize), ("UIView-Encapsulated-Layout-Width", .cellSize),
        ("NSView-Encapsulated-Layout-Height", .cellSize), ("_UITemporaryLayoutWidth", .temporarySize),
        ("_UITemporaryLayoutHeight", .temporarySize), ("UISV-hiding", .stackView), ("UISV-spacing", .stackView),
        ("UISV-canvas-connection", .stackView), ("UISV-alignment", .stackView), ("UISV-spanning-boundary", .stackView),
        ("UISV-distributing-edge", .stackView), ("UISV-fill-proportionally", .stackView),
        ("NSStackView.Edge.Bottom", .stackView), ("NSStackView.Stack.Min", .stackView),
        ("UIView-leftMargin-guide-constraint", .layoutMargins), ("UIView-bottomMargin-guide-constraint", .layoutMargins),
        ("UIViewSafeAreaLayoutGuide-top", .safeArea), ("assistantHeight", .keyboard), ("assistantView.top", .keyboard),
        ("accessoryView.bottom", .keyboard), ("TB_Leading_Leading", .systemView), ("TB_Trailing_Trailing", .systemView),
        ("IB_Trailing_Trailing", .systemView), ("BIB_Trailing_CB_Leading", .systemView), ("CB_Trailing_Trailing", .systemView),
        ("UINav_static_button_horiz_position", .systemView), ("UINavItemContentGuide-leading", .systemView),
        ("NSWindow-current-width", .window), ("UIIBSystemGenerated", .app),
        ("IB auto generated at build time for view with fixed frame", .app), ("my.own.id", .app),
    ])
    func identifiers(_ identifier: String, _ expected: Origin) throws {
        #expect(try origin("<NSLayoutConstraint:0x1 '\(identifier)' MyApp.Card:0x2.height == 4   (active)>") == expected)
    }

    @Test func classes() throws {
        #expect(try origin("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.width == 0   (active)>") == .autoresizingMask)
        #expect(try origin("<_UILayoutSupportConstraint:0x1 _UILayoutGuide:0x2.height == 0   (active)>") == .layoutGuide)
        #expect(try origin("<NSContentSizeLayoutConstraint:0x1 NSButton:0x2.width == 82 Hug:250 CompressionResistance:750>") == .systemView)
        #expect(try origin("<NSIBPrototypingLayoutConstraint:0x1 UIView:0x2.left == UIView:0x3.left + 20>") == .app)
        #expect(try origin("<SnapKit.LayoutConstraint:0x1@A.swift#3 UIView:0x2.height == 4.0>") == .app)
    }

    @Test func viewsDecideWhenNothingElseDoes() throws {
        #expect(
            try origin("<NSLayoutConstraint:0x1 SystemInputAssistantView:0x2.height == UIInputSetHostView:0x3.height   (active)>")
                == .keyboard)
        #expect(
            try origin("<NSLayoutConstraint:0x1 _UIToolbarContentView:0x2.width == _UIButtonBarStackView:0x3.width   (active)>")
                == .systemView)
        #expect(try origin("<NSLayoutConstraint:0x1 _UIModernBarButton:0x2.leading == MyApp.Header:0x3.leading   (active)>") == .app)
        #expect(try origin("<NSLayoutConstraint:0x1 UIInputView:0x2.height == 250   (active)>") == .app)
        #expect(try origin("<NSLayoutConstraint:0x1 V:[_UILayoutGuide:0x2]-(113)-[NextButton]   (active, names: NextButton:0x3 )>") == .app)
    }

    /// The catalogue is one file, and each entry says where its name comes from.
    @Test func everyCatalogueEntrySaysWhereItComesFrom() throws {
        let file = packageRoot.appendingPathComponent("Sources/Explainer/LayoutAnalysis/Origins/OriginCatalogue.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let tables = [
            "static let identifierRules", "static let appleClasses", "static let classOrigins", "static let systemProcesses",
            "static let appleGuides", "static let libraryConstraintClasses",
        ]
        var inTable = false
        var entries = 0
        var unsourced: [String] = []
        for (number, line) in lines.enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if tables.contains(where: text.contains) {
                inTable = true
                continue
            }
            if inTable, text == "]" {
                inTable = false
                continue
            }
            guard inTable, text.hasPrefix(".init") || text.hasPrefix("\"") else { continue }
            entries += 1
            let above = lines[number - 1].trimmingCharacters(in: .whitespaces)
            if !text.contains("// "), !above.hasPrefix("//") { unsourced.append(text) }
        }
        #expect(entries > 80)
        #expect(unsourced == [], "catalogue entries without a comment saying where the name comes from")
    }
}
