import CodeIndex
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--source` on an app the size of a large open-source one:
/// 5,000 Swift and Objective-C files (anchors, `NSLayoutConstraint(item:…)`,
/// SnapKit, Masonry) and 300 `.xib` and `.storyboard` files, read, indexed
/// and matched by the command against a log of 200 distinct reports, each
/// from one generated view. The check is the point: every fix must be
/// placed at the line the generator wrote it on.
enum SourceTreeCase {
    static let swiftFiles = 3_500
    static let objectiveCFiles = 1_500
    static let documents = 300
    static let reports = 200

    static var all: [BenchCase] {
        [
            BenchCase(
                name: "--source on a 5,300-file app tree: read, index and place 200 conflicts' fixes (command, end to end)",
                target: "< 1 s, < 200 MB"
            ) {
                let (tree, log, expected) = write()
                return {
                    defer { if ProcessInfo.processInfo.environment["KEEP_LOGS"] == nil { try? FileManager.default.removeItem(at: tree) } }
                    guard let command = LogFileCases.command else {
                        throw BenchFailure(description: "no wtflayout built beside the bench (swift build -c release)")
                    }
                    let withTree = try MeasuredRun.run(command, ["--json", "--source", tree.path, log.path])
                    let without = try MeasuredRun.run(command, ["--json", "--no-source", log.path])
                    let indexing = indexSeconds(tree)
                    let placed = try placedExactly(withTree.output, under: tree)
                    let right = zip(placed, expected).filter { $0 == $1 }.count
                    guard placed.count == expected.count, right == expected.count else {
                        throw BenchFailure(description: "\(right) of \(expected.count) widths placed exactly at the line written")
                    }
                    let bytes =
                        (try? FileManager.default.subpathsOfDirectory(atPath: tree.path))?.reduce(0) { total, path in
                            total + ((try? FileManager.default.attributesOfItem(atPath: tree.path + "/" + path)[.size] as? Int) ?? 0)
                        } ?? 0
                    return "\(swiftFiles + objectiveCFiles) code files and \(documents) documents (\(bytes / 1_000_000) MB): "
                        + "\(String(format: "%.2f", withTree.seconds)) s with --source, \(String(format: "%.2f", without.seconds)) s "
                        + "without (the tree's share \(String(format: "%.2f", withTree.seconds - without.seconds)) s; "
                        + "reading and indexing it alone \(String(format: "%.2f", indexing)) s, the best of 3); \(right) of "
                        + "\(expected.count) widths placed exactly at their line; the command's peak memory "
                        + "\(withTree.peakMegabytes) MB (\(without.peakMegabytes) MB without the tree)"
                }
            }
        ]
    }

    /// Reading the tree's files and building their `CodeIndex`, in this process: the best of 3 runs
    /// (the first warms the file cache as a user's second run would be).
    private static func indexSeconds(_ tree: URL) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = ContinuousClock.now
            var files: [(path: String, text: String)] = []
            let walk = FileManager.default.enumerator(at: tree, includingPropertiesForKeys: nil)
            while let url = walk?.nextObject() as? URL {
                guard ["swift", "m", "mm", "h", "xib", "storyboard"].contains(url.pathExtension),
                    let text = try? String(contentsOf: url, encoding: .utf8)
                else { continue }
                files.append((url.path, text))
            }
            let index = CodeIndex(files: files, roots: [tree.path + "/"])
            precondition(index.fileCount == files.count)
            best = min(best, (ContinuousClock.now - start).seconds)
        }
        return best
    }

    /// Each report's title width, where the JSON says it was made for sure: `path:line`.
    /// (The command says a file outside its working folder by its whole path: the tree's is dropped to compare.)
    private static func placedExactly(_ json: String, under tree: URL) throws -> [String] {
        let root = tree.resolvingSymlinksInPath().standardizedFileURL.path + "/"
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let reports = document?["reports"] as? [[String: Any]] ?? []
        return reports.map { report in
            let constraints = report["constraints"] as? [[String: Any]] ?? []
            // The width is each report's second constraint.
            guard constraints.count > 1, let source = constraints[1]["source"] as? [String: Any],
                source["confidence"] as? String == "exact",
                let file = source["file"] as? String, let line = source["line"] as? Int
            else { return "not placed" }
            return "\(file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file):\(line)"
        }
    }

    /// The tree, the log, and where each report's fix must be placed (`Views/Feature12View.swift:31`).
    static func write() -> (tree: URL, log: URL, expected: [String]) {
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("wtflayout-bench-tree-\(getpid())")
        try? FileManager.default.removeItem(at: tree)
        var log = ""
        var expected: [String] = []
        let total = swiftFiles + objectiveCFiles + documents
        // A report from one view of every so many files, of every dialect.
        let reported = Set((0..<reports).map { $0 * total / reports })
        for number in 0..<total {
            let file = SourceTreeFile(number: number)
            let url = tree.appendingPathComponent(file.path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? file.text.write(to: url, atomically: false, encoding: .utf8)
            if reported.contains(number) {
                log += file.report(index: expected.count)
                expected.append("\(file.path):\(file.widthLine)")
            }
        }
        let logURL = tree.appendingPathComponent("console.log")
        try? log.write(to: logURL, atomically: false, encoding: .utf8)
        return (tree, logURL, expected)
    }
}

/// One generated file of the tree: a view that lays out a title, an icon
/// and a button in the file's dialect, with a width unique to the file (so
/// a report from it has one right place), among constants many files share.
struct SourceTreeFile {
    enum Dialect {
        case anchors, itemAttribute, snapKit, objectiveC, masonry, xib, storyboard
    }

    let number: Int
    let dialect: Dialect
    var name: String { "Feature\(number)View" }
    /// The title's width, unique to the file.
    var width: Int { 100 + number }

    init(number: Int) {
        self.number = number
        let code = SourceTreeCase.swiftFiles + SourceTreeCase.objectiveCFiles
        dialect =
            switch number {
            case ..<2_500: .anchors
            case ..<3_000: .itemAttribute
            case ..<SourceTreeCase.swiftFiles: .snapKit
            case ..<(SourceTreeCase.swiftFiles + 1_200): .objectiveC
            case ..<code: .masonry
            case ..<(code + 200): .xib
            default: .storyboard
            }
    }

    var path: String {
        let folder = "Features/Area\(number / 100)/"
        switch dialect {
        case .anchors, .itemAttribute, .snapKit: return folder + name + ".swift"
        case .objectiveC, .masonry: return folder + name + ".m"
        case .xib: return folder + name + ".xib"
        case .storyboard: return folder + name + ".storyboard"
        }
    }

    /// The line of the title's width constraint (where its call starts, the line before its constant's in the long form).
    var widthLine: Int {
        if dialect == .itemAttribute { return lines.firstIndex { $0.contains("constant: \(width))") } ?? 0 }
        return lines.firstIndex { $0.contains("idth") && $0.contains("\(width)") }.map { $0 + 1 } ?? 0
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

    private var lines: [String] {
        let filler = (0..<40).map { "    // \($0 % 7 == 0 ? "MARK: - " : "")notes on \(name), part \($0): layout, state and accessibility" }
        switch dialect {
        case .anchors:
            return ["import UIKit", "", "final class \(name): UIView {"]
                + [
                    "    private let titleLabel = UILabel()", "    private let iconView = UIImageView()",
                    "    private let actionButton = UIButton()",
                    "    private let badge = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))", "",
                    "    override init(frame: CGRect) {", "        super.init(frame: frame)",
                    "        [titleLabel, iconView, actionButton].forEach {",
                    "            $0.translatesAutoresizingMaskIntoConstraints = false", "            addSubview($0)", "        }",
                    "        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]", "        addSubview(badge)",
                    "        layout()", "    }",
                ]
                + filler
                + [
                    "    private func layout() {", "        NSLayoutConstraint.activate([",
                    "            iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),",
                    "            iconView.widthAnchor.constraint(equalToConstant: 24),",
                    "            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),",
                    "            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),",
                    "            titleLabel.widthAnchor.constraint(equalToConstant: \(width)),",
                    "            trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 16),",
                    "            titleLabel.topAnchor.constraint(equalTo: iconView.bottomAnchor, constant: 8),",
                    "            actionButton.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),",
                    "            bottomAnchor.constraint(greaterThanOrEqualTo: actionButton.bottomAnchor, constant: 12),",
                    "        ])", "    }", "}",
                ]
        case .itemAttribute:
            return ["import UIKit", "", "final class \(name): UIView {", "    private let titleLabel = UILabel()"] + filler
                + [
                    "    private func layout() {",
                    "        addConstraint(NSLayoutConstraint(item: titleLabel, attribute: .leading, relatedBy: .equal,",
                    "            toItem: self, attribute: .leading, multiplier: 1, constant: 16))",
                    "        addConstraint(NSLayoutConstraint(item: titleLabel, attribute: .width, relatedBy: .equal,",
                    "            toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: \(width)))",
                    "    }", "}",
                ]
        case .snapKit:
            return ["import SnapKit", "import UIKit", "", "final class \(name): UIView {", "    private let titleLabel = UILabel()"]
                + filler
                + [
                    "    private func layout() {", "        titleLabel.snp.makeConstraints { make in",
                    "            make.leading.top.equalToSuperview().inset(16)", "            make.width.equalTo(\(width))",
                    "            make.bottom.lessThanOrEqualToSuperview().offset(-12)", "        }", "    }", "}",
                ]
        case .objectiveC:
            return ["#import \"\(name).h\"", "", "@interface \(name) ()", "@property (nonatomic, strong) UILabel *titleLabel;", "@end", ""]
                + filler + [
                    "@implementation \(name)", "- (instancetype)init {", "    self = [super initWithFrame:CGRectZero];",
                    "    _titleLabel = [[UILabel alloc] init];", "    _titleLabel.translatesAutoresizingMaskIntoConstraints = NO;",
                    "    [self addSubview:_titleLabel];", "    [self layout];", "    return self;", "}", "- (void)layout {",
                    "    [self.titleLabel.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:16].active = YES;",
                    "    [self.titleLabel.widthAnchor constraintEqualToConstant:\(width)].active = YES;", "}", "@end",
                ]
        case .masonry:
            return ["#import \"\(name).h\"", "#import <Masonry/Masonry.h>", "", "@implementation \(name)", "- (void)layout {"]
                + filler + [
                    "    UILabel *titleLabel = [UILabel new];", "    [titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {",
                    "        make.left.equalTo(self).offset(16);", "        make.width.equalTo(@\(width));", "    }];", "}", "@end",
                ]
        case .xib, .storyboard:
            let kind = dialect == .xib ? "XIB" : "Storyboard.XIB"
            return [
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.\(kind)\" version=\"3.0\" toolsVersion=\"22505\">",
                "    <objects>", "        <view contentMode=\"scaleToFill\" id=\"v\(number)\" customClass=\"\(name)\">",
                "            <subviews>",
                "                <label text=\"Title \(number)\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"l\(number)\">",
                "                    <constraints>",
                "                        <constraint firstAttribute=\"width\" constant=\"\(width)\" id=\"w\(number)\"/>",
                "                    </constraints>", "                </label>", "            </subviews>", "            <constraints>",
                "                <constraint firstItem=\"l\(number)\" firstAttribute=\"leading\" secondItem=\"v\(number)\" secondAttribute=\"leading\" constant=\"16\" id=\"c\(number)\"/>",
                "            </constraints>", "        </view>", "    </objects>", "</document>",
            ]
        }
    }

    /// A report in the real format: the title too wide for the view's container.
    func report(index: Int) -> String {
        let address = { (offset: Int) in String(format: "0x6000%08x", index * 16 + offset) }
        let view = String(format: "0x7f%010x", index * 4096)
        let label = String(format: "0x7f%010x", index * 4096 + 512)
        let title = dialect == .xib || dialect == .storyboard ? "'Title \(number)'" : ""
        let leading: String
        let width: String
        switch dialect {
        case .snapKit:
            leading =
                "<SnapKit.LayoutConstraint:\(address(1))@\(name).swift#\(widthLine - 1) UILabel:\(label).leading == App.\(name):\(view).leading + 16.0>"
            width = "<SnapKit.LayoutConstraint:\(address(2))@\(name).swift#\(widthLine) UILabel:\(label).width == \(self.width).0>"
        case .masonry:
            leading = "<MASLayoutConstraint:\(address(1)) UILabel:titleLabel.left == \(name):\(view).left + 16>"
            width = "<MASLayoutConstraint:\(address(2)) UILabel:titleLabel.width == \(self.width)>"
        default:
            let module = dialect == .objectiveC ? "" : "App."
            leading =
                "<NSLayoutConstraint:\(address(1)) UILabel:\(label)\(title).leading == \(module)\(name):\(view).leading + 16   (active)>"
            width = "<NSLayoutConstraint:\(address(2)) UILabel:\(label)\(title).width == \(self.width)   (active)>"
        }
        let module = dialect == .objectiveC || dialect == .masonry ? "" : "App."
        let printedLabel = dialect == .masonry ? "UILabel:titleLabel" : "UILabel:\(label)\(title)"
        let trailing = "<NSLayoutConstraint:\(address(4)) \(printedLabel).trailing == \(module)\(name):\(view).trailing - 16   (active)>"
        let container =
            "<NSLayoutConstraint:\(address(3)) 'UIView-Encapsulated-Layout-Width' \(module)\(name):\(view).width == 80   (active)>"
        return """
            2026-07-01 10:00:\(String(format: "%02d", index % 60)).000000+0000 App[100:200] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
                "\(leading)",
                "\(width)",
                "\(trailing)",
                "\(container)"
            )

            Will attempt to recover by breaking constraint
            \(width)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.

            """
    }
}
