import Testing

@testable import LogParser

/// Parses an entry that must be readable; fails the test with the parser's reason otherwise.
func parsed(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ConstraintEntry {
    switch EntryParser.parse(text) {
    case .success(let entry): return entry
    case .failure(let error):
        Issue.record("could not parse: \(error.message) at \(error.offset)", sourceLocation: sourceLocation)
        throw error
    }
}

func failure(_ text: String) -> EntryParseError? {
    if case .failure(let error) = EntryParser.parse(text) { return error }
    return nil
}

@Suite struct EquationFormTests {
    @Test func fixedSizeWithActive() throws {
        let entry = try parsed("<NSLayoutConstraint:0x600000a85d70 UIStackView:0x7fa4d0dece70.height == 24   (active)>")
        #expect(entry.className == "NSLayoutConstraint")
        #expect(entry.address == "0x600000a85d70")
        #expect(entry.equation.firstItem == LayoutItem(className: "UIStackView", address: "0x7fa4d0dece70"))
        #expect(entry.equation.firstAttribute == .height)
        #expect(entry.equation.relation == .equal)
        #expect(entry.equation.rhs == nil)
        #expect(entry.equation.constantValue == 24)
        #expect(entry.equation.constant?.number.text == "24")
        #expect(entry.priority == .required)
        #expect(entry.isActive == true)
        #expect(entry.identifier == nil)
        #expect(entry.names.isEmpty)
        #expect(entry.equation.description == "UIStackView:0x7fa4d0dece70.height == 24")
    }

    @Test func twoItemsWithConstantAndLabel() throws {
        let entry = try parsed(
            "<NSLayoutConstraint:0x7fca54033630 NSBox:0x7fca54031510'Automatic update'.centerX == NSButton:0x7fca54031a50'Check Now'.centerX - 175.5>"
        )
        #expect(entry.equation.firstItem.label == "Automatic update")
        #expect(entry.equation.firstAttribute == .centerX)
        #expect(entry.equation.secondItem == LayoutItem(className: "NSButton", address: "0x7fca54031a50", label: "Check Now"))
        #expect(entry.equation.secondAttribute == .centerX)
        #expect(entry.equation.constantValue == -175.5)
        #expect(entry.equation.multiplierValue == 1)
        #expect(entry.isActive == nil)
    }

    @Test func identifierAndGreaterThanOrEqual() throws {
        let entry = try parsed(
            "<NSLayoutConstraint:0x6000024d4820 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fb5fc5a9a50.height >= 96.3333   (active)>"
        )
        #expect(entry.identifier == "UIView-Encapsulated-Layout-Height")
        #expect(entry.equation.relation == .greaterThanOrEqual)
        #expect(entry.equation.constant?.number == PrintedNumber(text: "96.3333", value: 96.3333))
    }

    @Test func identifierWithSpacesAndQuote() throws {
        let entry = try parsed(
            "<NSIBPrototypingLayoutConstraint:0x7fa1 'IB auto generated at build time for view with fixed frame' UIView:0x7fa2.left == UIView:0x7fa3.left + 20>"
        )
        #expect(entry.identifier == "IB auto generated at build time for view with fixed frame")
        #expect(entry.equation.firstAttribute == .left)
        #expect(entry.equation.constantValue == 20)
    }

    @Test func multiplierBeforeAndAfter() throws {
        let before = try parsed("<NSLayoutConstraint:0x1 UIImageView:0x2.width == 0.4*UITableViewCellContentView:0x3.width   (active)>")
        #expect(before.equation.multiplier?.text == "0.4")
        #expect(before.equation.secondItem?.address == "0x3")
        let after = try parsed("<NSLayoutConstraint:0x1 UIImageView:0x2.height == UIImageView:0x2.width * 0.384615 + 4>")
        #expect(after.equation.multiplier == PrintedNumber(text: "0.384615", value: 0.384615))
        #expect(after.equation.constantValue == 4)
        #expect(after.equation.description == "UIImageView:0x2.height == 0.384615*UIImageView:0x2.width + 4")
    }

    @Test func spacedSignedConstantAlone() throws {
        let entry = try parsed("<NSLayoutConstraint:0x600001485a90 UIView:0x7fd59947db10.width == - 16   (active)>")
        #expect(entry.equation.constantValue == -16)
        #expect(entry.equation.constant?.number.text == "16")
        #expect(entry.equation.description == "UIView:0x7fd59947db10.width == -16")
        let plus = try parsed("<NSAutoresizingMaskLayoutConstraint:0x156944c0 h=--& v=--& UITableViewWrapperView:0x15660b10.midY == + 480>")
        #expect(plus.equation.constantValue == 480)
        #expect(plus.equation.firstAttribute == .midY)
    }

    @Test func everyPercentGNumberForm() throws {
        for (text, value) in [("94.3333", 94.3333), ("2.22507e-308", 2.22507e-308), ("1e+06", 1e6), ("-16", -16), ("0.5", 0.5)] {
            let entry = try parsed("<NSLayoutConstraint:0x1 UIView:0x2.height == \(text)>")
            #expect(entry.equation.constant?.number.text == text)
            #expect(entry.equation.constantValue == value)
        }
    }

    @Test func systemSpacingConstants() throws {
        let space = try parsed("<NSLayoutConstraint:0x1 UILabel:0x2.top == UILabel:0x3.bottom NSSpace(0)   (active)>")
        #expect(space.equation.constant?.systemSpacing == "NSSpace")
        #expect(space.equation.constantValue == 0)
        let anchorSpace = try parsed(
            "<NSLayoutConstraint:0x1 UILabel:0x2.firstBaseline == UILabel:0x3.lastBaseline + NSLayoutAnchorConstraintSpace(8)   (active)>")
        #expect(anchorSpace.equation.constant?.systemSpacing == "NSLayoutAnchorConstraintSpace")
        #expect(anchorSpace.equation.constantValue == 8)
        #expect(anchorSpace.equation.firstAttribute == .firstBaseline)
    }

    @Test func priorities() throws {
        #expect(
            try parsed("<NSLayoutConstraint:0x1 UIView:0x2.height == 50 @750   (active)>").priority == Priority(value: 750, text: "@750"))
        #expect(try parsed("<NSLayoutConstraint:0x1 UIView:0x2.height == 50 @249.5>").priority.value == 249.5)
        #expect(
            try parsed("<NSLayoutConstraint:0x1 UIView:0x2.height == 50 priority:250>").priority
                == Priority(value: 250, text: "priority:250"))
        #expect(try parsed("<NSLayoutConstraint:0x1 UIView:0x2.height == 50>").priority.isRequired)
    }

    @Test func engineVariable() throws {
        let entry = try parsed("<NSLayoutConstraint:0x1 UITableView:0x18894000.contentHeight{id: 28} == -32.000000>")
        #expect(entry.equation.firstAttribute == .engineVariable("contentHeight{id: 28}"))
        #expect(entry.equation.firstAttribute.axis == .vertical)
        #expect(entry.equation.constant?.number.text == "-32.000000")
        #expect(entry.equation.constantValue == -32)
    }

    @Test func anchorArithmetic() throws {
        let entry = try parsed(
            "<NSLayoutConstraint:0x1 (UIView:0xa.leading - UIView:0xb.leading) == 0.5*(UIView:0xc.leading - UIView:0xd.trailing)   (active)>"
        )
        #expect(
            entry.equation.lhs
                == .difference(
                    Anchor(item: LayoutItem(className: "UIView", address: "0xa"), attribute: .leading),
                    Anchor(item: LayoutItem(className: "UIView", address: "0xb"), attribute: .leading)))
        #expect(entry.equation.multiplier?.value == 0.5)
        #expect(entry.equation.rhs?.anchors.map(\.attribute) == [.leading, .trailing])
        #expect(entry.equation.description == "(UIView:0xa.leading - UIView:0xb.leading) == 0.5*(UIView:0xc.leading - UIView:0xd.trailing)")
    }

    @Test func labelContainingQuotesAndDots() throws {
        let entry = try parsed("<NSLayoutConstraint:0x1 UILabel:0x2'YOU'RE OK'.top == UIView:0x3'Hi. There'.top + 8>")
        #expect(entry.equation.firstItem.label == "YOU'RE OK")
        #expect(entry.equation.secondItem?.label == "Hi. There")
        let blank = try parsed(
            "<NSLayoutConstraint:0x1 _UIModernBarButton:0x15f111dd0' '.trailing <= _UIButtonBarButton:0x15f1119f0.trailing   (active)>")
        #expect(blank.equation.firstItem.label == " ")
        #expect(blank.equation.relation == .lessThanOrEqual)
    }

    @Test func mangledGenericClassName() throws {
        let entry = try parsed("<NSLayoutConstraint:0x1 _TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fed1.height == 10>")
        #expect(entry.equation.firstItem.className == "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_")
    }

    @Test func layoutGuides() throws {
        let entry = try parsed(
            "<NSLayoutConstraint:0x1 UIView:0x2.top == UILayoutGuide:0x600003e14d20'UIViewSafeAreaLayoutGuide'.top + 844   (active)>")
        #expect(entry.equation.secondItem?.label == "UIViewSafeAreaLayoutGuide")
        #expect(entry.equation.secondItem?.isLayoutGuide == true)
    }
}

@Suite struct NamesTests {
    @Test func bareNameResolvedThroughNames() throws {
        let entry = try parsed("<NSLayoutConstraint:0x600002155c20 homeLarge.height == 24   (active, names: homeLarge:0x10c7865d0 )>")
        #expect(entry.equation.firstItem == LayoutItem(address: "0x10c7865d0", name: "homeLarge"))
        #expect(entry.names == [NameBinding(name: "homeLarge", item: LayoutItem(address: "0x10c7865d0"))])
    }

    @Test func oneNameBoundToTwoViewsBindsThemInOrder() throws {
        // Class names truncated alike: the first view named is the first bound.
        let entry = try parsed(
            "<NSLayoutConstraint:0x7f95c0c3a1f0 V:[ListViewItemLabel...]-(7)-[ListViewItemLabel...]   "
                + "(active, names: ListViewItemLabel...:0x7f95c0c2efe0, ListViewItemLabel...:0x7f95c0c2e5b0 )>")
        #expect(entry.equation.firstItem.address == "0x7f95c0c2e5b0")
        #expect(entry.equation.secondItem?.address == "0x7f95c0c2efe0")
        #expect(entry.equation.firstAttribute == .top)
        #expect(entry.equation.secondAttribute == .bottom)
        // One binding, used twice, binds both to it.
        let same = try parsed("<NSLayoutConstraint:0x1 cell.width == cell.height   (active, names: cell:0x7f03 )>")
        #expect(same.equation.firstItem.address == "0x7f03")
        #expect(same.equation.secondItem?.address == "0x7f03")
    }

    @Test func namesWithSpacesAndTruncation() throws {
        let spaced = try parsed("<NSLayoutConstraint:0x1 progress background.height == 4   (active, names: progress background:0x7f01 )>")
        #expect(spaced.equation.firstItem.address == "0x7f01")
        #expect(spaced.equation.firstItem.name == "progress background")
        let truncated = try parsed(
            "<NSLayoutConstraint:0x1 DetailViewFeatureItemCell....width == 100   (active, names: DetailViewFeatureItemCell...:0x7f02 )>")
        #expect(truncated.equation.firstItem.name == "DetailViewFeatureItemCell...")
        #expect(truncated.equation.firstItem.address == "0x7f02")
        #expect(truncated.equation.firstAttribute == .width)
        let unbound = try parsed("<NSLayoutConstraint:0x1 DetailViewFeatureItemCell....width == 100>")
        #expect(unbound.equation.firstItem == LayoutItem(name: "DetailViewFeatureItemCell..."))
    }

    @Test func superviewBindingWithClass() throws {
        let entry = try parsed(
            "<NSLayoutConstraint:0x608000687440 V:|-(21)-[UIStackView:0x7fa4d0dece70]   (active, names: '|':UIView:0x7fa4d0df1370 )>")
        #expect(entry.superview == LayoutItem(className: "UIView", address: "0x7fa4d0df1370"))
        #expect(entry.equation.description == "UIStackView:0x7fa4d0dece70.top == UIView:0x7fa4d0df1370.top + 21")
        #expect(entry.equation.secondItem?.name == "|")
    }

    @Test func oldCapitalNamesAndGluedInfo() throws {
        let old = try parsed(
            "<NSLayoutConstraint:0x7fb022ec6450 V:|-(0)-[UIView:0x7fb021f7a140]   (Names: '|':UITableViewCellContentView:0x7fb022ec6020 )>")
        #expect(old.isActive == nil)
        #expect(old.superview?.className == "UITableViewCellContentView")
        let glued = try parsed("<NSLayoutConstraint:0x14d1 V:|-(>=6)-[UIButton:0x14d61210](Names: '|':UIView:0x14d5 )>")
        #expect(glued.equation.relation == .greaterThanOrEqual)
        #expect(glued.equation.description == "UIButton:0x14d61210.top >= UIView:0x14d5.top + 6")
    }

    @Test func inactive() throws {
        #expect(try parsed("<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (inactive)>").isActive == false)
    }
}

@Suite struct VisualFormatTests {
    @Test func everyForm() throws {
        let cases: [(String, String)] = [
            ("H:|-(15)-[UIImageView:0x7f1]   (active, names: '|':UIView:0x7f0 )", "UIImageView:0x7f1.leading == UIView:0x7f0.leading + 15"),
            ("H:[UIImageView:0x7f1]-(8)-|   (active, names: '|':UIView:0x7f0 )", "UIView:0x7f0.trailing == UIImageView:0x7f1.trailing + 8"),
            ("H:[UIView:0xa]-(8)-[UIView:0xb]   (active)", "UIView:0xb.leading == UIView:0xa.trailing + 8"),
            ("V:[UIView:0xa]-(>=11)-[UIView:0xb]   (active)", "UIView:0xb.top >= UIView:0xa.bottom + 11"),
            (
                "V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x1]   (active, names: '|':UIView:0x2 )",
                "UILabel:0x1.top >= UIView:0x2.top + NSLayoutAnchorConstraintSpace(8)"
            ),
            ("V:[UIView:0x1(200)]", "UIView:0x1.height == 200"),
            ("H:[UILabel:0x1'Seconds'(70)]", "UILabel:0x1'Seconds'.width == 70"),
            ("H:[UIView:0x1(<=100@750)]", "UIView:0x1.width <= 100"),
            (
                "H:[NSButton:0x1'Check for new versions']-(-7)-[NSTextField:0x2]",
                "NSTextField:0x2.leading == NSButton:0x1'Check for new versions'.trailing - 7"
            ),
            (
                "H:[UIView:0x7fb6db418520]-(0.4)-|   (active, names: '|':Cell:0x7fb6db418190 )",
                "Cell:0x7fb6db418190.trailing == UIView:0x7fb6db418520.trailing + 0.4"
            ),
            (
                "V:[NextButton]-(465)-[_UILayoutGuide:0x7ff3]   (active, names: NextButton:0x7ff2 )",
                "_UILayoutGuide:0x7ff3.top == NextButton.bottom + 465"
            ),
        ]
        for (body, expected) in cases {
            let entry = try parsed("<NSLayoutConstraint:0x600 \(body)>")
            #expect(entry.equation.description == expected, "\(body)")
            #expect(entry.visualFormat != nil)
        }
    }

    @Test func priorityInsidePredicate() throws {
        let entry = try parsed("<NSLayoutConstraint:0x1 H:[UIView:0x2(<=100@750)]>")
        #expect(entry.priority == Priority(value: 750, text: "@750"))
        #expect(entry.equation.relation == .lessThanOrEqual)
    }

    @Test func direction() throws {
        let entry = try parsed(
            "<NSLayoutConstraint:0x600002124690 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x600003b0e760'UIViewLayoutMarginsGuide']-(0)-|(LTR)   (active, names: '|':_UIButtonBarStackView:0x106a084c0 )>"
        )
        #expect(entry.direction == .leftToRight)
        #expect(entry.identifier == "UIView-rightMargin-guide-constraint")
        #expect(entry.visualFormat == "H:[UILayoutGuide:0x600003b0e760'UIViewLayoutMarginsGuide']-(0)-|(LTR)")
        let rtl = try parsed(
            "<NSLayoutConstraint:0x1 H:|-(22)-[UILayoutGuide:0x2'UIViewLayoutMarginsGuide'](RTL)   (active, names: '|':UIView:0x3 )>")
        #expect(rtl.direction == .rightToLeft)
        #expect(rtl.equation.description == "UILayoutGuide:0x2'UIViewLayoutMarginsGuide'.leading == UIView:0x3.leading + 22")
    }

    @Test func unboundSuperviewStaysUnresolved() throws {
        let entry = try parsed("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& H:|-(0)-[UIView:0x2]>")
        #expect(entry.equation.secondItem == LayoutItem(name: "|"))
    }

    @Test func markdownStrikethroughDamage() throws {
        let entry = try parsed(
            "<NSLayoutConstraint:0x600002153a70 V:|~~(0)~~[UIStackView:0x10c786420]   (active, names: '|':_UITableViewHeaderFooterContentView:0x10c78a480 )>"
        )
        #expect(entry.equation.firstAttribute == .top)
        #expect(entry.equation.secondItem?.address == "0x10c78a480")
    }
}

@Suite struct DialectTests {
    @Test func autoresizingMask() throws {
        let entry = try parsed(
            "<NSAutoresizingMaskLayoutConstraint:0x60000250c4b0 h=-&- v=--& _NSTextContentView:0x11bc1eb90.minX == 0   (active, names: '|':NSTextView:0x11bc1d320 )>"
        )
        let mask = try #require(entry.autoresizingMask)
        #expect(mask.horizontal.text == "-&-")
        #expect(mask.horizontal.sizeFlexible && !mask.horizontal.leadingMarginFlexible && !mask.horizontal.trailingMarginFlexible)
        #expect(mask.vertical.trailingMarginFlexible && !mask.vertical.sizeFlexible)
        #expect(entry.equation.firstAttribute == .minX)
        #expect(entry.superview?.address == "0x11bc1d320")
    }

    @Test func snapKitSourceLocation() throws {
        let entry = try parsed(
            "<SnapKit.LayoutConstraint:0x1700bbc60@TripSettingsViewController.swift#74 UILabel:0x1050ea120.right == UIView:0x1050f5ff0.right - 20.0>"
        )
        #expect(entry.className == "SnapKit.LayoutConstraint")
        #expect(entry.sourceLocation == CodeLocation(path: "TripSettingsViewController.swift", line: 74))
        #expect(entry.equation.constant?.number.text == "20.0")
        #expect(entry.equation.constantValue == -20)
    }

    @Test func snapKitAbsolutePathPriorityAndLabelKeys() throws {
        let entry = try parsed(
            "<SnapKit.LayoutConstraint:0x6080000b5a80@/Users/dev/My App/Views/CardView.swift#41 UIView:myLabel.height == 44.0 ^750.0>")
        #expect(entry.sourceLocation?.path == "/Users/dev/My App/Views/CardView.swift")
        #expect(entry.sourceLocation?.line == 41)
        #expect(entry.priority == Priority(value: 750, text: "^750.0"))
        #expect(entry.equation.firstItem == LayoutItem(className: "UIView", address: "myLabel"))
        let negative = try parsed("<SnapKit.LayoutConstraint:0x1@A.swift#9 UIView:0x2.trailing == UIView:0x3.trailing - 13.0>")
        #expect(negative.equation.constantValue == -13)
    }

    @Test func masonry() throws {
        let entry = try parsed(
            "<MASLayoutConstraint:ConflictingConstraint[0] UILabel:messageLabel.top == MASExampleDebuggingView:superview.top + 1>")
        #expect(entry.address == "ConflictingConstraint[0]")
        #expect(entry.equation.firstItem == LayoutItem(className: "UILabel", address: "messageLabel"))
        #expect(entry.equation.firstItem.key == ItemKey("UILabel:messageLabel"))
        #expect(entry.equation.secondItem == LayoutItem(className: "MASExampleDebuggingView", address: "superview"))
        #expect(entry.equation.constantValue == 1)
        let high = try parsed("<MASLayoutConstraint:0x1 UIButton:0x2.width == UIView:0x3.width * 0.7 ^high>")
        #expect(high.priority == Priority(value: 750, text: "^high"))
        #expect(high.equation.multiplier?.value == 0.7)
        let fitting = try parsed("<MASLayoutConstraint:0x1 UIButton:0x2.width == 40 ^fitting size>")
        #expect(fitting.priority.value == 50)
    }

    @Test func contentSizeConstraint() throws {
        let entry = try parsed(
            "<NSContentSizeLayoutConstraint:0x6000 UILabel:0x7f1.width == 125 Hug:250 CompressionResistance:750   (active)>")
        #expect(entry.contentPriorities?.hugging.value == 250)
        #expect(entry.contentPriorities?.compressionResistance.value == 750)
        #expect(entry.equation.constantValue == 125)
        #expect(entry.priority.isRequired)
    }
}

@Suite struct EntryErrorTests {
    @Test func misspeltAttribute() {
        let error = failure("<NSLayoutConstraint:0x1 UIView:0x7f8.hieght == 10>")
        #expect(error?.message == "expected an attribute after 'UIView:0x7f8.' but found 'hieght'")
        #expect(error?.offset == 37)
        #expect(error?.address == "0x1")
    }

    @Test func missingRelation() {
        #expect(
            failure("<NSLayoutConstraint:0x1 UIView:0x2.height = 10>")?.message
                == "expected '==', '>=' or '<=' after 'UIView:0x2.height' but found '='")
    }

    @Test func cutShort() {
        let error = failure("<NSLayoutConstraint:0x600003c36440 h=-&- v=-&- NSView:0x161075880.minY")
        #expect(error?.message == "the entry is cut short: no closing '>'")
        #expect(error?.address == "0x600003c36440")
    }

    @Test func notANumber() {
        #expect(
            failure("<NSLayoutConstraint:0x1 UIView:0x2.height == nan>")?.message
                == "a number is 'nan', which no layout can use")
    }

    @Test func unterminatedLabel() {
        #expect(
            failure("<NSLayoutConstraint:0x1 UILabel:0x2'Never closed == 4>")?.message
                == "the quoted label that starts here is never closed")
    }

    @Test func twoRelationsInOneVisualFormat() {
        #expect(
            failure("<NSLayoutConstraint:0x1 H:|-(8)-[UIView:0x2]-(8)-|>")?.message
                == "this visual format does not describe exactly one constraint")
    }
}

/// Class names the runtime cut short (`CapsuleNavigationBar?isSe...`) still
/// name a view by its address, in the body and in `names:`.
@Suite struct CutClassNameTests {
    @Test func aCutNameInTheBodyKeepsItsAddress() throws {
        let entry = try parsed(
            "<NSLayoutConstraint:0x600002c8a170 UIView:0x7fa1b2c0.trailing == CapsuleNavigationBar?isSe...:0x7fa1b2d0.trailing   (active)>"
        )
        #expect(entry.equation.secondItem == LayoutItem(className: "CapsuleNavigationBar?isSe...", address: "0x7fa1b2d0"))
        #expect(entry.equation.secondAttribute == .trailing)
    }

    @Test func aCutNameBindsTheSuperview() throws {
        let entry = try parsed(
            "<NSLayoutConstraint:0x600002c8a0d0 H:|-(0)-[UIView:0x7fa1b2c0]   (active, names: '|':CapsuleNavigationBar?isSe...:0x7fa1b2d0 )>"
        )
        #expect(entry.names.first?.item == LayoutItem(className: "CapsuleNavigationBar?isSe...", address: "0x7fa1b2d0"))
        #expect(entry.equation.secondItem?.address == "0x7fa1b2d0")
    }

    @Test func aNameWithoutTheCutIsNoClass() throws {
        // Without the `...` a `?` is no class name's: the text is a bare name, with no address.
        let entry = try parsed("<NSLayoutConstraint:0x1 UIView:0x2.trailing == Bar?isSe:0x3.trailing>")
        #expect(entry.equation.secondItem?.address == nil)
    }
}
