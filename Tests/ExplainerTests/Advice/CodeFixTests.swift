import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// The fix as code, in each dialect a constraint may come from.
@Suite struct CodeFixTests {
    private func writer(_ entries: [String], header: String = "constraints.") throws -> CodeFixWriter {
        var text = "Unable to simultaneously satisfy \(header)\n(\n"
        text += entries.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
        let report = try #require(LogScanner.reports(in: text, source: "t.log").first)
        return CodeFixWriter(words: ConstraintWords(ReportAnalyzer.analyze(report)))
    }

    private func swiftAndObjectiveC(_ entry: String) throws -> (swift: String, objectiveC: String)? {
        let code = try writer([entry]).code
        return code.parts(0).map { (code.swift($0), code.objectiveC($0)) }
    }

    @Test func anchorsSayTheConstraint() throws {
        let gap = try #require(try swiftAndObjectiveC("<NSLayoutConstraint:0x1 UILabel:0xb.leading == UIView:0xc.leading + 12   (active)>"))
        #expect(gap.swift == "label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12)")
        #expect(gap.objectiveC == "[label.leadingAnchor constraintEqualToAnchor:view.leadingAnchor constant:12]")

        let inset = try #require(
            try swiftAndObjectiveC("<NSLayoutConstraint:0x1 UIView:0xc.trailing == UILabel:0xb.trailing - 16   (active)>"))
        #expect(inset.swift == "view.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: -16)")

        let half = try #require(try swiftAndObjectiveC("<NSLayoutConstraint:0x1 UIImageView:0xb.width == 0.5*UIView:0xc.width   (active)>"))
        #expect(half.swift == "imageView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)")
        #expect(half.objectiveC == "[imageView.widthAnchor constraintEqualToAnchor:view.widthAnchor multiplier:0.5 constant:0]")

        let margin = try #require(
            try swiftAndObjectiveC("<NSLayoutConstraint:0x1 UILabel:0xb.leading == UIView:0xc.leadingMargin + 8   (active)>"))
        #expect(margin.swift == "label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 8)")

        let bound = try #require(try swiftAndObjectiveC("<NSLayoutConstraint:0x1 Recipes.PriceTagView:0xb.height >= 44   (active)>"))
        #expect(bound.swift == "priceTagView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)")
        #expect(bound.objectiveC == "[priceTagView.heightAnchor constraintGreaterThanOrEqualToConstant:44]")
    }

    @Test func twoViewsOfOneClassGetTwoVariables() throws {
        let code = try writer(["<NSLayoutConstraint:0x1 UIView:0xb.width == UIView:0xc.width   (active)>"]).code
        #expect(code.parts(0).map(code.swift) == "view.widthAnchor.constraint(equalTo: view2.widthAnchor)")
    }

    @Test func aPlainConstraintIsShownInSwiftObjectiveCAndInterfaceBuilder() throws {
        let fixes = try writer(["<NSLayoutConstraint:0x1 UILabel:0xb'Total'.width == 200   (active)>"])
            .fixes(action: .lowerPriority, changed: [0], maskViews: [])
        #expect(fixes.map(\.dialect) == [.swift, .objectiveC, .interfaceBuilder])
        // Written back whole, in place of the code that makes it: beside it, the required one would stay.
        #expect(
            fixes[0].lines == [
                "// in place of the code that makes it:",
                "let width = label.widthAnchor.constraint(equalToConstant: 200)", "width.priority = UILayoutPriority(999)",
                "width.isActive = true",
            ])
        #expect(
            fixes[1].lines == [
                "// in place of the code that makes it:",
                "NSLayoutConstraint *width = [label.widthAnchor constraintEqualToConstant:200]; width.priority = 999; width.active = YES;",
            ])
        #expect(
            fixes[2].lines == [
                "select the constraint UILabel 'Total'.width == 200 in the document outline, then in the Attributes inspector set its Priority to 999"
            ])
    }

    /// The app's own classes print bare in Objective-C, with their module in Swift.
    @Test func theAppsLanguageComesFirst() throws {
        let bare = try writer([
            "<NSLayoutConstraint:0x1 RecipeCell:0xb.width == 200   (active)>",
            "<NSLayoutConstraint:0x2 RecipeCell:0xb.width == 180   (active)>",
        ])
        #expect(bare.language == .objectiveC)
        #expect(bare.fixes(action: .lowerPriority, changed: [0], maskViews: []).map(\.dialect) == [.objectiveC, .swift, .interfaceBuilder])

        let mixed = try writer([
            "<NSLayoutConstraint:0x1 RecipeCell:0xb.width == Recipes.PriceTagView:0xc.width   (active)>"
        ])
        #expect(mixed.language == .swift)
        // Apple's classes alone say nothing: Swift, the language of new code.
        let apples = try writer(["<NSLayoutConstraint:0x1 UILabel:0xb.width == 200   (active)>"])
        #expect(apples.language == .swift)
        let masonry = try writer(["<MASLayoutConstraint:0x1 UILabel:0xb.width == 200>"])
        #expect(masonry.language == .objectiveC)
    }

    @Test func anAppKitReportUsesAppKitsPriorityType() throws {
        let fixes = try writer(["<NSLayoutConstraint:0x1 NSTextField:0xb.width == 200   (active)>"], header: "constraints:")
            .fixes(action: .lowerPriority, changed: [0], maskViews: [])
        #expect(fixes.first?.lines[2] == "width.priority = NSLayoutConstraint.Priority(999)")
    }

    @Test func snapKitAtTheLineItPrinted() throws {
        let writer = try writer(["<SnapKit.LayoutConstraint:0x1@ProfileViewController.swift#96 UILabel:0xb.width >= 200.0>"])
        let fixes = writer.fixes(action: .lowerPriority, changed: [0], maskViews: [])
        #expect(fixes.count == 1)
        #expect(fixes[0].heading == "In SnapKit, at ProfileViewController.swift:96:")
        #expect(fixes[0].lines == ["make.width.greaterThanOrEqualTo(200).priority(999)"])
        #expect(
            writer.warning(action: .lowerPriority, changed: [0])
                == "ProfileViewController.swift:96: warning: UILabel.width >= 200 cannot hold: lower it to priority 999 (wtflayout)")
        #expect(
            writer.fixes(action: .remove, changed: [0], maskViews: []).first?.lines == [
                "labelWidthConstraint.deactivate()  // made by make.width.greaterThanOrEqualTo(200).constraint"
            ])
    }

    @Test func masonryByTheKeysItPrinted() throws {
        let fixes = try writer([
            "<MASLayoutConstraint:ConflictingConstraint[0] UILabel:nameLabel.left == UIImageView:avatarView.right + 10>"
        ])
        .fixes(action: .lowerPriority, changed: [0], maskViews: [])
        #expect(fixes.map(\.dialect) == [.masonry])
        #expect(fixes[0].lines == ["make.left.equalTo(avatarView.mas_right).offset(10).priority(999);"])
    }

    /// UIKit prints any constraint of that shape in visual format, whoever
    /// made it: the format says nothing of the code, so anchors it is.
    @Test func aVisualFormatEntryIsWrittenAsAnchors() throws {
        let fixes = try writer(["<NSLayoutConstraint:0x1 H:|-(12)-[UILabel:0xb]   (active, names: '|':UIView:0xc )>"])
            .fixes(action: .lowerPriority, changed: [0], maskViews: [])
        #expect(fixes.map(\.dialect) == [.swift, .objectiveC, .interfaceBuilder])
        #expect(fixes[0].lines[1] == "let leading = label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12)")
    }

    /// Interface Builder's generated constraints are in no document outline:
    /// the steps give the view constraints of its own instead.
    @Test func interfaceBuildersGeneratedConstraintGetsStepsOnly() throws {
        let fixes = try writer(["<NSLayoutConstraint:0x1 'UIIBSystemGenerated' UIView:0xb.height == 64   (active)>"])
            .fixes(action: .lowerPriority, changed: [0], maskViews: [])
        #expect(fixes.map(\.dialect) == [.interfaceBuilder])
        #expect(
            fixes[0].lines == [
                "Interface Builder generated this constraint, so no document outline lists it: select UIView in the storyboard, "
                    + "give it constraints of your own (Editor > Resolve Auto Layout Issues > Add Missing Constraints), then set "
                    + "the Priority of the one that stands for UIView.height == 64 to 999 in the Attributes inspector"
            ])
    }

    @Test func aViewsOwnGuideIsReachedThroughTheView() throws {
        let code = try writer([
            "<NSLayoutConstraint:0x1 UILabel:0xb.leading == UILayoutGuide:0xd'UIViewLayoutMarginsGuide'.leading   (active)>",
            "<NSLayoutConstraint:0x2 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0xd'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':HeaderView:0xe )>",
        ]).code
        #expect(code.parts(0).map(code.swift) == "label.leadingAnchor.constraint(equalTo: headerView.layoutMarginsGuide.leadingAnchor)")
    }

    @Test func anAspectRatioIsOneAnchorAgainstTheOther() throws {
        let code = try writer(["<NSLayoutConstraint:0x1 UIImageView:0xb.width == 1.5*UIImageView:0xb.height   (active)>"]).code
        #expect(code.parts(0).map(code.swift) == "imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor, multiplier: 1.5)")
    }

    @Test func eitherOfTwoPlacementsMayGo() throws {
        let fixes = try writer([
            "<NSLayoutConstraint:0x1 UILabel:0xb.leading == UIView:0xc.leading + 8   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.trailing == UIView:0xc.leading + 100   (active)>",
        ]).fixes(action: .remove, changed: [0], alternative: 1, maskViews: [])
        #expect(
            fixes.first?.lines == [
                "labelLeadingConstraint.isActive = false  // made by label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8)",
                "// or",
                "labelTrailingConstraint.isActive = false  // made by label.trailingAnchor.constraint(equalTo: view.leadingAnchor, constant: 100)",
            ])
    }

    /// Two handles that would read alike are told apart by the other end.
    @Test func twoPlacementsOfOneEdgeGetHandlesOfTheirOwn() throws {
        let fixes = try writer([
            "<NSLayoutConstraint:0x1 UILabel:0xb.top == UIView:0xc.top + 8   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.top == UIImageView:0xd.bottom + 4   (active)>",
        ]).fixes(action: .remove, changed: [0], alternative: 1, maskViews: [])
        #expect(
            fixes.first?.lines == [
                "labelTopToViewTopConstraint.isActive = false  // made by label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8)",
                "// or",
                "labelTopToImageViewBottomConstraint.isActive = false  // made by label.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 4)",
            ])
        #expect(fixes.allSatisfy { !$0.lines.joined().contains("delete") })
    }

    /// A log with no `(active)` may come from a system before layout
    /// anchors: the fix is the item-attribute API, added to the view that
    /// holds the constraint.
    @Test func anOlderFormatGetsTheItemAttributeAPI() throws {
        let entries = [
            "<NSLayoutConstraint:0x1 H:|-(15)-[UILabel:0xb'Departures']   (Names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x2 H:[UILabel:0xb'Departures'(240)]>",
        ]
        let lowered = try writer(entries).fixes(action: .lowerPriority, changed: [1], maskViews: [])
        #expect(
            lowered[0].lines.dropFirst() == [
                "let width = NSLayoutConstraint(item: label, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 240)",
                "width.priority = 999", "label.addConstraint(width)",
            ])
        let pin = try writer(entries).fixes(action: .lowerPriority, changed: [0], maskViews: [])
        #expect(
            pin[1].lines.dropFirst() == [
                "NSLayoutConstraint *leading = [NSLayoutConstraint constraintWithItem:label attribute:NSLayoutAttributeLeading "
                    + "relatedBy:NSLayoutRelationEqual toItem:view attribute:NSLayoutAttributeLeading multiplier:1 constant:15]; "
                    + "leading.priority = 999; [view addConstraint:leading];"
            ])
        let removed = try writer(entries).fixes(action: .remove, changed: [1], maskViews: [])
        #expect(
            removed[1].lines == [
                "[label removeConstraint:self.labelWidthConstraint];  // made by [NSLayoutConstraint constraintWithItem:label "
                    + "attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil "
                    + "attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:240]"
            ])
        // With no `'|'` to say so, a cell's content view still holds what is pinned to it.
        let cell = try writer(["<NSLayoutConstraint:0x3 UILabel:0xb.bottom == UITableViewCellContentView:0xd.bottom - 16>"])
            .fixes(action: .lowerPriority, changed: [0], maskViews: [])
        #expect(cell[0].lines.last == "contentView.addConstraint(bottom)")
        // The same constraints printed with `(active)` are written with anchors.
        let current = try writer(entries.map { $0.replacingOccurrences(of: ">", with: "   (active)>") })
            .fixes(action: .lowerPriority, changed: [1], maskViews: [])
        #expect(current[0].lines[1] == "let width = label.widthAnchor.constraint(equalToConstant: 240)")
    }

    @Test func removingAndUnmasking() throws {
        let writer = try writer(["<NSLayoutConstraint:0x1 UILabel:0xb.width == 150   (active)>"])
        #expect(
            writer.fixes(action: .remove, changed: [0], maskViews: []).prefix(2).map(\.lines) == [
                ["labelWidthConstraint.isActive = false  // made by label.widthAnchor.constraint(equalToConstant: 150)"],
                ["self.labelWidthConstraint.active = NO;  // made by [label.widthAnchor constraintEqualToConstant:150]"],
            ])
        #expect(
            writer.fixes(action: .disableAutoresizingMask, changed: [], maskViews: [ItemKey("0xb")]).map(\.lines) == [
                ["label.translatesAutoresizingMaskIntoConstraints = false"], ["label.translatesAutoresizingMaskIntoConstraints = NO;"],
            ])
        #expect(writer.fixes(action: .notAppCode, changed: [0], maskViews: []).isEmpty)
    }

    @Test func whatAnchorsCannotSayFallsBackToThePriorityLine() throws {
        let fixes = try writer(["<NSLayoutConstraint:0x1 UILabel:0xb.centerX == 0.5*UIView:0xc.centerX   (active)>"])
            .fixes(action: .lowerPriority, changed: [0], maskViews: [])
        #expect(fixes.first?.lines == ["constraint.priority = UILayoutPriority(999) // before it is activated"])
    }
}

/// Variables as a developer names them.
@Suite struct CodeVariableTests {
    @Test func classNamesBecomeVariables() {
        #expect(
            ["PriceView", "MDCTextField", "URL", "View", "X"].map(AnchorCode.lowerCamel) == [
                "priceView", "mdcTextField", "url", "view", "x",
            ])
        #expect(AnchorCode.variable(for: LayoutItem(className: "UITableViewCellContentView", address: "0x1")) == "contentView")
        #expect(AnchorCode.variable(for: LayoutItem(className: "Recipes.IngredientCell", address: "0x1")) == "ingredientCell")
        #expect(AnchorCode.variable(for: LayoutItem(className: "UILabel", address: "nameLabel")) == "nameLabel")
        #expect(AnchorCode.variable(for: LayoutItem(className: "UISwitch", address: "0x1")) == "switchView", "not the keyword")
    }
}
