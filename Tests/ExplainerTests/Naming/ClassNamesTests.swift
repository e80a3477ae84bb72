import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

@Suite struct ClassNamesTests {
    @Test(arguments: [
        ("UIImageView", "UIImageView"),
        ("UILabel", "UILabel"),
        ("NSButton", "NSButton"),
        ("Recipes.IngredientCell", "IngredientCell"),
        ("Trust.BrowserNavigationBar", "BrowserNavigationBar"),
        ("_UIModernBarButton", "_UIModernBarButton"),
        ("_UIAlertControllerView", "_UIAlertControllerView"),
        ("UITableViewCellContentView", "UITableViewCellContentView"),
        ("_UITableViewHeaderFooterContentView", "_UITableViewHeaderFooterContentView"),
        ("NSKVONotifying_LQRoundedCornerView", "LQRoundedCornerView"),
        ("UIView", "UIView"),
        ("UI", "UI"),
        ("FI_TListView", "FI_TListView"),
        ("SwiftUI._UIHostingView<SwiftUI.AnyView>", "SwiftUI._UIHostingView<SwiftUI.AnyView>"),
        ("MyApp.Card<MyApp.Item>", "Card<MyApp.Item>"),
        ("_TtC5MyApp8CardView", "CardView"),
        ("_TtC5UIKit17UICoreHostingView", "UIKit.UICoreHostingView"),
        ("_TtCC5UIKit19NavigationButtonBar15ItemWrapperView", "UIKit.NavigationButtonBar.ItemWrapperView"),
        ("_TtCC7Recipes8CardView9BadgeView", "CardView.BadgeView"),
        ("UIKit.NavigationBarContentView", "UIKit.NavigationBarContentView"),
        ("_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_", "CardView<RecoveryKeyView>"),
    ])
    func shortName(_ className: String, _ expected: String) {
        #expect(ClassNames.short(className) == expected)
    }

    @Test func namesAreLabelsKeysOrClassesWithSuffixesOnCollision() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UILabel:0xa'Set lunch'.top == UIView:0xc.top   (active)>",
            "<NSLayoutConstraint:0x2 UIImageView:0xb.top == UIImageView:0xd.bottom   (active)>",
            "<MASLayoutConstraint:0x3 UILabel:nameLabel.top == UIView:0xc.bottom>",
            "<NSLayoutConstraint:0x4 homeLarge.height == 24   (active, names: homeLarge:0xe )>",
            "<NSLayoutConstraint:0x5 UIView:0xc.width == UILayoutGuide:0xf'UIViewSafeAreaLayoutGuide'.width   (active)>",
        ])
        let names = ItemNames(analysis.model, viewNames: ViewNameBook.alone(analysis.report))
        #expect(names.name(of: ItemKey("0xa")) == "UILabel 'Set lunch'")
        #expect(names.name(of: ItemKey("0xb")) == "UIImageView")
        #expect(names.name(of: ItemKey("0xd")) == "UIImageView #2")
        #expect(names.name(of: ItemKey("UILabel:nameLabel")) == "nameLabel")
        #expect(names.name(of: ItemKey("0xe")) == "homeLarge")
        #expect(names.name(of: ItemKey("0xf")) == "SafeArea")
        #expect(names.name(of: ItemKey("0xc")) == "UIView")
    }

    /// No name shown for a view of Apple's shortens its class, in
    /// any sample or corpus report (a guide's identifier and a Masonry key
    /// are names of their own).
    @Test func appleClassNamesAreNeverShortened() throws {
        let appleLogs = try FileManager.default.contentsOfDirectory(
            at: packageRoot.appendingPathComponent("SampleLogs/apple"), includingPropertiesForKeys: nil)
        let logs = sampleLogs + appleLogs
        let corpus =
            try corpusFolder.map { folder in
                try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".log") }.map {
                    folder.appendingPathComponent($0)
                }
            } ?? []
        var checked = 0
        for url in logs + corpus where url.pathExtension == "log" {
            for report in try readReports(url) {
                let model = ReportAnalyzer.analyze(report).model
                let names = ItemNames(model, viewNames: ViewNameBook.alone(report))
                for item in model.items {
                    guard let className = item.item.className, item.item.label == nil || !item.item.isLayoutGuide,
                        item.item.address?.hasPrefix("0x") ?? true,
                        OriginCatalogue.isApplePublicClass(className) || OriginCatalogue.isSystemClass(className)
                    else { continue }
                    checked += 1
                    let name = names.name(of: item.key)
                    // Mangled ones are read, with their module.
                    #expect(name.hasPrefix(MangledClassName(className)?.qualified ?? className), "\(url.lastPathComponent): \(name)")
                }
            }
        }
        #expect(checked > 100)
    }
}
