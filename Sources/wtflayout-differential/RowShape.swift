import LayoutAnalysis
import SeededRandom

/// A row (or column) of views between the edges of a container whose size
/// is fixed, by an autoresizing mask or by a table or collection view: the
/// conflict users paste most. Its minimal conflicts are known in closed form
/// (see `RowPlan`).
enum RowShape {
    static func write(
        _ axis: Axis, _ request: ShapeRequest, into writer: inout LayoutWriter,
        random: inout SplitMix64
    ) -> ShapePiece {
        let maxViews = max(2, min(60, (request.entryBudget - 5) / 2))
        // Small budgets get short rows; large ones mostly fill the budget.
        let count =
            request.entryBudget <= 15 || random.chance(percent: 30)
            ? random.int(in: 2...min(5, maxViews))
            : random.int(in: max(2, maxViews / 2)...maxViews)
        // Right to left, every link is written in visual format with `(RTL)`:
        // the equation form carries no direction.
        let rightToLeft = axis == .horizontal && random.chance(percent: 15)
        // A fifth of the rows end on the container's layout margins, which
        // the log does not print: free, such an edge is only a lower bound;
        // UIKit's default 8 pt on each side may be what tips the row over.
        let onMargins = !rightToLeft && random.chance(percent: 20)
        var plan = RowPlan.random(viewCount: count, &random)
        var freePlan = plan
        if onMargins {
            for link in [0, count] {
                if plan.linkRelations[link] == .atMost { plan.linkRelations[link] = .equal }
                freePlan.linkRelations[link] = .atLeast
            }
        }
        var room = plan.room(mustFit: request.mustFit, &random)
        if onMargins && (request.mustFit || random.chance(percent: 50)) {
            // Room for the default margins exactly, or short of them by less than their 16 pt.
            room = room + Rational(request.mustFit ? 16 : random.int(in: 0...15))
        }

        let container =
            axis == .horizontal
            ? writer.view(random.pick(["UIView", "GroceryList.FilterBar", "UITableViewCellContentView"]))
            : writer.view(random.pick(["UITableViewCellContentView", "UIView"]))
        let views = (0..<count).map { _ in ViewNames.leaf(&writer, &random) }
        // Some apps write left and right, which are leading and trailing left to right.
        let physical = axis == .horizontal && random.chance(percent: 20)
        let leading: AnchorAttribute = physical ? .left : .leading(axis)
        let trailing: AnchorAttribute = physical ? .right : .trailing(axis)
        var multiplicity = RowMultiplicity()
        let (links, relations) = (plan.links, plan.linkRelations)

        if onMargins {
            writer.equation(
                views[0].anchor(leading), relations[0],
                container.anchor(axis == .horizontal ? .leadingMargin : .topMargin), constant: links[0])
        } else if rightToLeft || random.chance(percent: 60) {
            writer.leadingEdge(of: views[0], in: container, axis, relations[0], links[0], rightToLeft: rightToLeft)
        } else {
            writer.equation(views[0].anchor(leading), relations[0], container.anchor(leading), constant: links[0])
        }
        multiplicity.links *= repeatSometimes(&writer, &random)
        for (index, view) in views.enumerated() {
            if random.chance(percent: 50) {
                writer.equation(view.anchor(.size(axis)), plan.sizeRelations[index], constant: plan.size)
            } else {
                writer.size(view, axis, plan.sizeRelations[index], plan.size)
            }
            multiplicity.sizes.append(repeatSometimes(&writer, &random))
            guard index + 1 < count else { continue }
            if rightToLeft || random.chance(percent: 90) {
                writer.gap(
                    from: view, to: views[index + 1], axis, relations[index + 1], links[index + 1],
                    rightToLeft: rightToLeft)
            } else {
                writer.equation(
                    views[index + 1].anchor(leading), relations[index + 1], view.anchor(trailing),
                    constant: links[index + 1])
            }
            multiplicity.links *= repeatSometimes(&writer, &random)
        }
        if onMargins {
            writer.equation(
                views[count - 1].anchor(trailing), relations[count].flipped,
                container.anchor(axis == .horizontal ? .trailingMargin : .bottomMargin), constant: -links[count])
        } else if rightToLeft || random.chance(percent: 60) {
            writer.trailingEdge(
                of: views[count - 1], in: container, axis, relations[count], links[count],
                rightToLeft: rightToLeft)
        } else {
            // `Z.trailing <= C.trailing - 20` says what `H:[Z]-(>=20)-|` says.
            writer.equation(
                views[count - 1].anchor(trailing), relations[count].flipped, container.anchor(trailing),
                constant: -links[count])
        }
        multiplicity.links *= repeatSometimes(&writer, &random)
        OptionalExtras.write(on: views, axis, size: plan.size, into: &writer, random: &random)
        CrossAxisExtras.write(on: views, in: container, crossing: axis, into: &writer, random: &random)
        ContainerSize.fix(container, axis, room, into: &writer, random: &random)
        multiplicity.links *= repeatSometimes(&writer, &random)

        return ShapePiece(
            kind: axis == .horizontal ? .row : .column,
            knownConflictCount: freePlan.conflictCount(room: room, multiplicity: multiplicity))
    }

    /// Prints the entry just written a second time, once in twenty; returns
    /// how many times it is printed.
    private static func repeatSometimes(_ writer: inout LayoutWriter, _ random: inout SplitMix64) -> Int {
        guard random.chance(percent: 5) else { return 1 }
        writer.repeatLastEntry()
        return 2
    }
}
