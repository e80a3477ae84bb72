import Foundation
import LogParser

/// Finds where the code gives a view the frame or the mask that UIKit or
/// AppKit turns into `NSAutoresizingMaskLayoutConstraint`s, in Swift and
/// Objective-C, line by line:
/// - a rect written out where a view is made or its frame set
///   (`CardView(frame: CGRect(x: 0, y: 0, width: 240, height: 44))`,
///   `super.init(frame: .zero)`, `[[UIView alloc] initWithFrame:CGRectMake(…)]`,
///   `header.frame = …`), with its numbers (`FrameRect`);
/// - a view made with no frame (`let icon = UIImageView()`, `[[UILabel alloc] init]`),
///   whose frame is zero;
/// - an `autoresizingMask` set, with the flags the log prints for it, and
///   `translatesAutoresizingMaskIntoConstraints` turned on.
/// A view the file turns translation off for makes no mask constraint: its
/// statements are left out.
enum FrameScanner {
    /// The sites, and the types that turn their own translation off
    /// (`translatesAutoresizingMaskIntoConstraints = false` on `self`),
    /// whose views made elsewhere make no mask constraint either.
    static func sites(in source: SourceFile) -> (sites: [ConstraintSite], ownTranslationOff: Set<String>) {
        var found: [ConstraintSite] = []
        var off: Set<String> = []
        // The view each site is of, as `off` names it: its name, or `self@Type`.
        var owners: [String] = []
        for (number, line) in source.lines.enumerated() {
            let signs = LineSigns(line)
            guard signs.mayFrame || signs.mayMake || signs.mayMask else { continue }
            let end = { (item: String, type: String?) -> ConstraintSite.End in
                let isSelf = item == "self"
                let type = isSelf ? source.enclosing[number] : type ?? source.types[item]
                owners.append(isSelf ? "self@" + (type ?? "") : item)
                return ConstraintSite.End(item: item, type: type, attribute: .width)
            }
            let statement = { String(line.drop { $0 == " " || $0 == "\t" }) }
            let column = statementColumn(line) ?? 1
            // Read as an assignment only where one may make a view or set its mask.
            let mayAssign =
                (signs.mayMake
                    && line.utf8.last(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }).map {
                        $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: ";")
                    } == true)
                || (signs.mayMask && (TextSearch.contains(line, "autoresizingMask") || TextSearch.contains(line, "IntoConstraints =")))
            let assignment = mayAssign ? AssignmentText(line) : nil
            let place = (source.path, number + 1, column)
            if signs.mayFrame, let (rect, target) = framed(line) {
                found.append(site(.frame, end(target.item, target.type), FrameStatement(rect: rect, text: statement()), place))
            } else if signs.mayMake, let (item, type) = madeWithoutFrame(assignment), Self.isViewType(type) {
                found.append(site(.frame, end(item, type), FrameStatement(rect: .zero, text: statement()), place))
            }
            guard signs.mayMask, let change = maskChange(line, assignment) else { continue }
            switch change {
            case .mask(let item, let flags):
                found.append(site(.mask, end(item, nil), FrameStatement(maskFlags: flags, text: statement()), place))
            case .translation(let item, isOn: true):
                found.append(site(.mask, end(item, nil), FrameStatement(text: statement()), place))
            case .translation(let item, isOn: false):
                off.insert(item == "self" ? "self@" + (source.enclosing[number] ?? "") : item)
            }
        }
        // A view the file turns translation off for, on any line, makes no mask constraint.
        let sites = zip(found, owners).filter { !off.contains($0.1) }.map(\.0)
        return (sites, Set(off.filter { $0.hasPrefix("self@") }.map { String($0.dropFirst(5)) }))
    }

    /// What a line may hold, found in one pass over its bytes: most lines
    /// hold none of it, and are passed by without a pattern.
    private struct LineSigns {
        /// `frame`, `Frame`, `Rect`.
        var mayFrame = false
        /// `= X()`, `= [[X alloc] init]`, `= [X new]`.
        var mayMake = false
        /// `autoresizing…`, `Autoresizing…`.
        var mayMask = false

        init(_ line: String) {
            var line = line
            var assigns = false
            var makes = false
            line.withUTF8 { bytes in
                func follows(_ index: Int, _ piece: StaticString) -> Bool {
                    let count = piece.utf8CodeUnitCount
                    guard index + count <= bytes.count else { return false }
                    return (0..<count).allSatisfy { bytes[index + $0] == piece.utf8Start[$0] }
                }
                for index in bytes.indices {
                    switch bytes[index] {
                    case UInt8(ascii: "r"): if follows(index + 1, "ame") { mayFrame = true }
                    case UInt8(ascii: "R"): if follows(index + 1, "ect") { mayFrame = true }
                    case UInt8(ascii: "="): assigns = true
                    case UInt8(ascii: "("): if follows(index + 1, ")") { makes = true }
                    case UInt8(ascii: " "): if follows(index + 1, "init]") || follows(index + 1, "new]") { makes = true }
                    case UInt8(ascii: "u"): if follows(index + 1, "toresizing") { mayMask = true }
                    default: break
                    }
                }
            }
            mayMake = assigns && makes
        }
    }

    /// A frame's or a mask's site: what the statement says, and where it is.
    private static func site(
        _ kind: ConstraintSite.Kind, _ end: ConstraintSite.End, _ statement: FrameStatement, _ place: (String, Int, Int)
    ) -> ConstraintSite {
        var site = ConstraintSite(
            file: place.0, line: place.1, column: place.2, kind: kind, first: end, relation: .equal, second: nil, constant: nil,
            multiplier: 1)
        site.statement = statement
        return site
    }

    // MARK: - A rect given to a view

    private static let swiftRect = try! NSRegularExpression(
        pattern: #"\b(?:CGRect|NSRect)\(\s*x:\s*([^,()]+),\s*y:\s*([^,()]+),\s*width:\s*([^,()]+),\s*height:\s*([^,()]+)\)"#)
    private static let cRect = try! NSRegularExpression(
        pattern: #"\b(?:CGRectMake|NSMakeRect)\(\s*([^,()]+),\s*([^,()]+),\s*([^,()]+),\s*([^,()]+)\)"#)
    private static let zeroRect = try! NSRegularExpression(pattern: #"(?:\b(?:CGRect|NSRect))?\.zero\b|\bCGRectZero\b|\bNSZeroRect\b"#)

    private static let superInit = try! NSRegularExpression(pattern: #"(?:super\.init\(frame:|\[super\s+initWithFrame:)\s*$"#)
    private static let typeInit = try! NSRegularExpression(
        pattern: #"(?:(?:let|var)\s+([A-Za-z_]\w*)[^=]*|(?:self\.)?_?([A-Za-z_]\w*))\s*=\s*([A-Z][\w.]*)\(frame:\s*$"#)
    private static let allocInit = try! NSRegularExpression(
        pattern: #"_?([A-Za-z_]\w*)\s*=\s*\[\[([A-Z]\w*)\s+alloc\]\s*initWithFrame:\s*$"#)
    private static let frameSet = try! NSRegularExpression(
        pattern: #"(?:^|[^\w.])(?:([A-Za-z_][\w.]*)\.)?frame\s*=\s*$|\[([A-Za-z_][\w.]*)\s+setFrame:\s*$"#)

    /// The rect a line gives a view, its column, and the view (`self` in
    /// its own initialiser; a view made unnamed, as an argument, is left out).
    private static func framed(_ line: String) -> (FrameRect, (item: String, type: String?))? {
        let range = NSRange(line.startIndex..., in: line)
        var found: (FrameRect, Range<String.Index>)?
        for (expression, isWritten) in [(swiftRect, TextSearch.contains(line, "x:")), (cRect, TextSearch.contains(line, "Make"))]
        where isWritten {
            if let match = expression.firstMatch(in: line, range: range), let whole = Range(match.range, in: line) {
                let number = { (index: Int) in Range(match.range(at: index), in: line).flatMap { SiteText.literal(line[$0]) } }
                found = (FrameRect(x: number(1), y: number(2), width: number(3), height: number(4)), whole)
                break
            }
        }
        if found == nil, TextSearch.contains(line, "ero"), let match = zeroRect.firstMatch(in: line, range: range),
            let whole = Range(match.range, in: line)
        {
            found = (.zero, whole)
        }
        guard let (rect, whole) = found, let target = target(before: String(line[..<whole.lowerBound])) else { return nil }
        return (rect, target)
    }

    /// Whom the text before a rect gives it to, read from its end.
    private static func target(before text: String) -> (item: String, type: String?)? {
        let range = NSRange(text.startIndex..., in: text)
        let group = { (match: NSTextCheckingResult, index: Int) in Range(match.range(at: index), in: text).map { String(text[$0]) } }
        let bare = { (type: String) in type.split(separator: ".").last.map(String.init) ?? type }
        if TextSearch.contains(text, "super"), superInit.firstMatch(in: text, range: range) != nil { return ("self", nil) }
        if TextSearch.contains(text, "(frame:"), let match = typeInit.firstMatch(in: text, range: range),
            let name = group(match, 1) ?? group(match, 2),
            let type = group(match, 3)
        {
            return (name, bare(type))
        }
        if TextSearch.contains(text, "alloc]"), let match = allocInit.firstMatch(in: text, range: range), let name = group(match, 1),
            let type = group(match, 2)
        {
            return (name, type)
        }
        if let match = frameSet.firstMatch(in: text, range: range) { return (item(group(match, 1) ?? group(match, 2)), nil) }
        return nil
    }

    // MARK: - A view made without a frame

    /// `let icon = UIImageView()`, `_icon = [[UIImageView alloc] init];`: the view and its type.
    private static func madeWithoutFrame(_ assignment: AssignmentText?) -> (item: String, type: String)? {
        guard let assignment, let type = assignment.madeType, let item = assignment.item(droppingLast: 0), item != "self" else {
            return nil
        }
        return (item, type)
    }

    /// A type a view may be of: an app's own (any name), or UIKit's and
    /// AppKit's that name a view (`UILabel`, not `UIImage` or `NSDateFormatter`).
    static func isViewType(_ type: String) -> Bool {
        guard CodeIndex.isFrameworkClass(type) else { return true }
        return ["View", "Label", "Button", "Field", "Bar", "Control", "Slider", "Switch", "Indicator", "Picker", "Stepper", "Cell"]
            .contains { type.hasSuffix($0) }
    }

    // MARK: - Masks and translation

    /// Objective-C's message forms; the property forms are read as assignments.
    private static let maskMessage = try! NSRegularExpression(pattern: #"\[([A-Za-z_][\w.]*)\s+setAutoresizingMask:\s*([^\]]+)\]"#)
    private static let translationMessage = try! NSRegularExpression(
        pattern: #"\[([A-Za-z_][\w.]*)\s+setTranslatesAutoresizingMaskIntoConstraints:\s*(YES|NO)\]"#)

    /// How a line sets a view's mask or its translation: the view, and the
    /// mask's printed flags (nil when not spelled out) or whether translation is on.
    private enum MaskChange {
        case mask(item: String, flags: [String]?)
        case translation(item: String, isOn: Bool)
    }

    private static func maskChange(_ line: String, _ assignment: AssignmentText?) -> MaskChange? {
        if let assignment, let last = assignment.path.last, let item = assignment.item(droppingLast: 1) {
            if last == "autoresizingMask" { return .mask(item: item, flags: MaskFlagsText.printed(String(assignment.value))) }
            if last == "translatesAutoresizingMaskIntoConstraints", ["true", "false", "YES", "NO"].contains(assignment.value) {
                return .translation(item: item, isOn: assignment.value == "true" || assignment.value == "YES")
            }
        }
        guard TextSearch.contains(line, "[") else { return nil }
        let range = NSRange(line.startIndex..., in: line)
        let group = { (match: NSTextCheckingResult, index: Int) in Range(match.range(at: index), in: line).map { String(line[$0]) } }
        if TextSearch.contains(line, "setAutoresizingMask:"), let match = maskMessage.firstMatch(in: line, range: range),
            let expression = group(match, 2)
        {
            return .mask(item: item(group(match, 1)), flags: MaskFlagsText.printed(expression))
        }
        if TextSearch.contains(line, "setTranslatesAutoresizingMaskIntoConstraints:"),
            let match = translationMessage.firstMatch(in: line, range: range)
        {
            return .translation(item: item(group(match, 1)), isOn: group(match, 2) == "YES")
        }
        return nil
    }

    /// `self.header` → `header`, `_header` → `header`, `cell.contentView` → `contentView`, none → `self`.
    private static func item(_ receiver: String?) -> String {
        guard let receiver, !receiver.isEmpty, receiver != "self" else { return "self" }
        var last = receiver.split(separator: ".").last.map(String.init) ?? receiver
        if last.hasPrefix("_"), last.count > 1 { last.removeFirst() }
        return last
    }

    /// The column where the line's statement starts, past its indent.
    private static func statementColumn(_ line: String) -> Int? {
        line.firstIndex { $0 != " " && $0 != "\t" }.map { line.distance(from: line.startIndex, to: $0) + 1 }
    }
}
