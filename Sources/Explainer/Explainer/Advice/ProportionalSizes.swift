import ConstraintSolving
import LayoutAnalysis
import LogParser

/// A size carried on by proportions (`timeLabel.width == 0.4*nameLabel.width`,
/// an aspect ratio): one constant that counts in a proof other than once,
/// because views sized in proportion to it lie along the chain. Read back
/// as the sizes it makes, each with its arithmetic: `nameLabel 190 pt` and
/// `timeLabel 0.4 × 190 = 76 pt`, or, past one step, a clause that walks the
/// proportions (`E makes UITableViewCellContentView 390 pt wide, so A makes
/// UIImageView 156 pt wide and B 117 pt tall`).
struct ProportionalSizes {
    /// A view's size along the chain, and how it follows from the constant.
    struct Piece {
        let name: String
        /// `0.4 × 190 = 76`, or `117` when a lead clause says how.
        let arithmetic: String
    }

    let pieces: [Piece]
    /// Said before the sum when a piece takes more than one proportion.
    let lead: String?

    private struct Node: Hashable {
        let key: ItemKey
        let attribute: Attribute
    }

    /// A size reached from the constant, by `steps` (entry, factor, whether it divides).
    private struct Reached {
        let node: Node
        let factor: Double
        let steps: [(entry: Int, multiplier: PrintedNumber, divides: Bool)]
    }

    /// nil unless the sizes along `axis` reached from `term`'s constant add up
    /// to the times it counts (the proof's multiplier).
    init?(term: Proof.Term, conflict: Conflict, axis: Axis?, letters: [Int: String], words: ConstraintWords) {
        let entries = words.analysis.report.entries
        guard let index = term.entryIndex, let equation = entries[index].constraint?.equation, equation.rhs == nil,
            equation.firstAttribute.isSize, let key = words.anchorKeys(index).first, let axis
        else { return nil }
        let constant = equation.constantValue
        let ratios = conflict.entryIndices.compactMap { ratio -> (entry: Int, to: Node, from: Node, multiplier: PrintedNumber)? in
            guard let ratioEquation = entries[ratio].constraint?.equation, ratioEquation.relation == .equal,
                Numerics.isZero(ratioEquation.constantValue), case .anchor(let lhs) = ratioEquation.lhs,
                case .anchor(let rhs)? = ratioEquation.rhs, lhs.attribute.isSize, rhs.attribute.isSize
            else { return nil }
            let keys = words.anchorKeys(ratio)
            guard keys.count == 2 else { return nil }
            return (
                ratio, Node(key: keys[0], attribute: lhs.attribute), Node(key: keys[1], attribute: rhs.attribute),
                ratioEquation.multiplier ?? PrintedNumber(text: "1", value: 1)
            )
        }
        guard !ratios.isEmpty else { return nil }
        // Every size the proportions reach from the constant's.
        let start = Node(key: key, attribute: equation.firstAttribute)
        var reached = [Reached(node: start, factor: 1, steps: [])]
        var queue = reached
        while !queue.isEmpty {
            let here = queue.removeFirst()
            for ratio in ratios where !here.steps.contains(where: { $0.entry == ratio.entry }) {
                let next: Reached?
                if ratio.from == here.node {
                    next = Reached(
                        node: ratio.to, factor: here.factor * ratio.multiplier.value,
                        steps: here.steps + [(ratio.entry, ratio.multiplier, false)])
                } else if ratio.to == here.node {
                    next = Reached(
                        node: ratio.from, factor: here.factor / ratio.multiplier.value,
                        steps: here.steps + [(ratio.entry, ratio.multiplier, true)])
                } else {
                    next = nil
                }
                guard let next, !reached.contains(where: { $0.node == next.node }) else { continue }
                reached.append(next)
                queue.append(next)
            }
        }
        // The sizes along the chain's axis: they must account for every time the constant counts.
        let along = reached.filter { $0.node.attribute.axis == axis }
        let total = along.reduce(0) { $0 + $1.factor }
        guard !along.isEmpty, abs(total - term.multiplier) < 1e-6 * max(1, abs(term.multiplier)) else { return nil }
        var pieces: [Piece] = []
        var clauses: [String] = []
        for size in along {
            let name = words.names.name(of: size.node.key)
            let value = constant * size.factor
            switch size.steps.count {
            case 0: pieces.append(Piece(name: name, arithmetic: NumberText.prose(value)))
            case 1:
                let step = size.steps[0]
                let operation =
                    step.divides
                    ? "\(NumberText.prose(constant)) ÷ \(step.multiplier.text)"
                    : "\(step.multiplier.text) × \(NumberText.prose(constant))"
                pieces.append(Piece(name: name, arithmetic: "\(operation) = \(NumberText.prose(value))"))
            default:
                pieces.append(Piece(name: name, arithmetic: NumberText.prose(value)))
                clauses.append(Self.walk(size, from: start, constant: constant, letters: letters, index: index, words: words))
            }
        }
        self.pieces = pieces
        lead = clauses.isEmpty ? nil : clauses.joined(separator: "; ")
    }

    /// `E makes UITableViewCellContentView 390 pt wide, so A makes UIImageView
    /// 0.4 × 390 = 156 pt wide and B 156 ÷ 1.33333 = 117 pt tall`.
    private static func walk(
        _ size: Reached, from start: Node, constant: Double, letters: [Int: String], index: Int, words: ConstraintWords
    ) -> String {
        var text =
            "\(letters[index] ?? "?") makes \(words.names.name(of: start.key)) \(NumberText.prose(constant)) pt \(dimension(start.attribute))"
        var value = constant
        var previousKey = start.key
        var node = start
        for (number, step) in size.steps.enumerated() {
            let next = value * (step.divides ? 1 / step.multiplier.value : step.multiplier.value)
            // The multiplier as printed: rounded, 1.33333 would read as 1.33.
            let operation =
                step.divides
                ? "\(NumberText.prose(value)) ÷ \(step.multiplier.text)"
                : "\(step.multiplier.text) × \(NumberText.prose(value))"
            // The step's other end: where the walk goes next.
            node = nextNode(after: node, entry: step.entry, words: words) ?? node
            let who = node.key == previousKey ? "" : " " + words.names.name(of: node.key)
            let verb = number == 0 ? ", so \(letters[step.entry] ?? "?") makes" : " and \(letters[step.entry] ?? "?") makes"
            text += "\(verb)\(who.isEmpty ? " it" : who) \(operation) = \(NumberText.prose(next)) pt \(dimension(node.attribute))"
            value = next
            previousKey = node.key
        }
        return text
    }

    /// The other size a proportion ties `node` to.
    private static func nextNode(after node: Node, entry: Int, words: ConstraintWords) -> Node? {
        guard let equation = words.analysis.report.entries[entry].constraint?.equation, case .anchor(let lhs) = equation.lhs,
            case .anchor(let rhs)? = equation.rhs
        else { return nil }
        let keys = words.anchorKeys(entry)
        guard keys.count == 2 else { return nil }
        let left = Node(key: keys[0], attribute: lhs.attribute)
        let right = Node(key: keys[1], attribute: rhs.attribute)
        return left == node ? right : left
    }

    private static func dimension(_ attribute: Attribute) -> String { attribute == .width ? "wide" : "tall" }
}
