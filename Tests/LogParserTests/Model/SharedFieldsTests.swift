import Testing

@testable import LogParser

/// Entries, equations and items share their fields between copies, and
/// still behave as values: a change to a copy leaves the original as it was.
@Suite struct SharedFieldsTests {
    @Test func aChangedCopyLeavesTheOriginalAsItWas() throws {
        let original = try parsed("<NSLayoutConstraint:0x1 UILabel:0x2'Title'.width == 44   (active)>")
        var copy = original
        #expect(copy == original)
        copy.identifier = "title-width"
        copy.equation.constant = Constant(number: PrintedNumber(text: "60", value: 60))
        copy.equation.lhs = .anchor(Anchor(item: LayoutItem(className: "UIButton", address: "0x3"), attribute: .width))
        #expect(copy.identifier == "title-width")
        #expect(copy.equation.constantValue == 60)
        #expect(copy.equation.firstItem.className == "UIButton")
        #expect(original.identifier == nil)
        #expect(original.equation.constantValue == 44)
        #expect(original.equation.firstItem == LayoutItem(className: "UILabel", address: "0x2", label: "Title"))
        #expect(copy != original)
    }

    @Test func equalFieldsMakeEqualValuesWhateverTheirStorage() throws {
        // Parsed twice: two boxes with the same fields.
        let first = try parsed("<NSLayoutConstraint:0x1 UILabel:0x2.height >= 20   (active)>")
        let second = try parsed("<NSLayoutConstraint:0x1 UILabel:0x2.height >= 20   (active)>")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        var item = first.equation.firstItem
        item.label = "Name"
        #expect(item != first.equation.firstItem)
        item.label = nil
        #expect(item == first.equation.firstItem && item.hashValue == first.equation.firstItem.hashValue)
    }

    @Test func anItemsKeyFollowsItsAddressClassAndName() {
        var item = LayoutItem(className: "UILabel", address: "0x2", label: "Title")
        #expect(item.key == ItemKey("0x2"))
        item.label = "Subtitle"
        #expect(item.key == ItemKey("0x2"))
        // A layout library's key in place of the address is known with its class.
        item.address = "titleLabel"
        #expect(item.key == ItemKey("UILabel:titleLabel"))
        item.className = "Shop.TitleLabel"
        #expect(item.key == ItemKey("Shop.TitleLabel:titleLabel"))
        item.address = nil
        item.name = "title"
        #expect(item.key == ItemKey("name:title"))
        #expect(item == LayoutItem(className: "Shop.TitleLabel", label: "Subtitle", name: "title"))
    }
}
