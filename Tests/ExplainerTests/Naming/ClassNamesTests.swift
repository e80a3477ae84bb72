import Testing

@testable import Explainer
@testable import LogParser

@Suite struct ClassNamesTests {
    @Test(arguments: [
        ("UIImageView", "ImageView"),
        ("UILabel", "Label"),
        ("NSButton", "Button"),
        ("Recipes.IngredientCell", "IngredientCell"),
        ("Trust.BrowserNavigationBar", "BrowserNavigationBar"),
        ("_UIModernBarButton", "ModernBarButton"),
        ("UITableViewCellContentView", "Cell"),
        ("_UITableViewHeaderFooterContentView", "HeaderFooter"),
        ("NSKVONotifying_LQRoundedCornerView", "LQRoundedCornerView"),
        ("UIView", "View"),
        ("UI", "UI"),
        ("FI_TListView", "FI_TListView"),
        ("_TtC5MyApp8CardView", "CardView"),
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
        let names = ItemNames(analysis.model)
        #expect(names.name(of: "0xa") == "Label 'Set lunch'")
        #expect(names.name(of: "0xb") == "ImageView")
        #expect(names.name(of: "0xd") == "ImageView #2")
        #expect(names.name(of: "UILabel:nameLabel") == "nameLabel")
        #expect(names.name(of: "0xe") == "homeLarge")
        #expect(names.name(of: "0xf") == "SafeArea")
        #expect(names.name(of: "0xc") == "View")
    }
}
