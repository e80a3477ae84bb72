import Foundation
import Testing

/// `--source DIR`: the constraint list says where the app's code
/// makes each constraint, and a folder that is not there is said plainly.
@Suite struct SourceOptionTests {
    private let project = "SampleLogs/projects/anchors-swift"

    @Test func theListSaysWhereEachConstraintWasMade() async throws {
        let run = try await CommandRunTests.run(["--source", project, project + "/ledger.log"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        // At 100 columns each maker goes under its constraint.
        #expect(
            run.output.contains(
                "    E  UILabel.width == 120\n       yours (SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift:23)\n"))
        // The text the card gives its title label tells it from the cell's label, whose gaps are the same.
        #expect(run.output.contains("       yours (SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift:20)\n"))
        #expect(run.output.contains("       yours (likely SampleLogs/projects/anchors-swift/Ledger/ReceiptCell.swift:16)\n"))
        // UIKit's own constraint is not looked for.
        #expect(run.output.contains("  set by its container\n"))
        // Without --source, the same list without places.
        let plain = try await CommandRunTests.run([project + "/ledger.log"])
        #expect(!plain.output.contains(".swift:"))
    }

    /// Found for sure, the constraint to change gets its place in the code's
    /// heading, the code's own names, and a line editors open at the place.
    @Test func theFixIsWrittenWhereTheCodeIs() async throws {
        let run = try await CommandRunTests.run(["--source", project, project + "/ledger.log"])
        #expect(
            run.output.contains(
                "  In Swift, at SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift:23, in place of the code that makes it:\n"
                    + "    let width = amountLabel.widthAnchor.constraint(equalToConstant: 120)\n"
            ))
        #expect(
            run.output.contains(
                "\nSampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift:23:13: warning: UILabel.width == 120 cannot hold: lower it to priority 999 (wtflayout)\n"
            ))
        // Only likely (UIKit's classes alone): the place is said to be likely, and no editor's line claims it.
        #expect(
            run.output.contains(
                "  In Swift, likely at SampleLogs/projects/anchors-swift/Ledger/ReceiptCell.swift:18, in place of the code that makes it:\n"
                    + "    let bottom = contentView.bottomAnchor.constraint(equalTo: thumbnail."
            ))
        #expect(!run.output.contains("ReceiptCell.swift:18:9: warning"))
    }

    @Test func jsonGivesEachConstraintItsPlaceAndHowSure() async throws {
        let run = try await CommandRunTests.run(["--json", "--source", project, project + "/ledger.log"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let constraints = try #require((document["reports"] as? [[String: Any]])?.first?["constraints"] as? [[String: Any]])
        let sources = constraints.map { $0["source"] as? [String: Any] }
        #expect(sources[4]?["file"] as? String == "SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift")
        #expect(sources[4]?["line"] as? Int == 23 && sources[4]?["column"] as? Int == 13)
        #expect(sources[4]?["confidence"] as? String == "exact")
        #expect(sources[2]?["confidence"] as? String == "exact")
        #expect(
            sources[2]?["evidence"] as? [String] == [
                "attributes, relation and constant", "type UILabel", "text 'Balance'", "type UIImageView",
            ])
        #expect(sources[6] == nil, "UIKit's own")
        // A tie the report breaks: the image height a xib and a storyboard both write is the xib's, whose thumbnail the
        // view's other constraints name; UIKit's classes alone, so likely.
        let pantry = "SampleLogs/projects/interface-builder"
        let broken = try await CommandRunTests.run(["--json", "--source", pantry, pantry + "/pantry.log"])
        let document2 = try #require(try JSONSerialization.jsonObject(with: Data(broken.output.utf8)) as? [String: Any])
        let height = try #require(((document2["reports"] as? [[String: Any]])?.first?["constraints"] as? [[String: Any]])?.first)
        let source = try #require(height["source"] as? [String: Any])
        #expect(source["confidence"] as? String == "likely")
        #expect(source["file"] as? String == "SampleLogs/projects/interface-builder/Pantry/ItemCell.xib" && source["line"] as? Int == 21)
        #expect((source["evidence"] as? [String])?.contains("thumbnail, as its other constraints call it") == true)
    }

    /// Two places alike, and nothing in the report to tell them apart: both listed, neither claimed.
    @Test func jsonListsCandidatesNoneClaimed() async throws {
        let folder = try makeTemporaryFolder("candidates")
        defer { removeFolder(folder) }
        let pin = "    func pin() { badge.widthAnchor.constraint(equalToConstant: 30).isActive = true }\n"
        for name in ["FirstView", "SecondView"] {
            try ("final class \(name): UIView {\n    let badge = UILabel()\n" + pin + "}\n")
                .write(to: folder.appendingPathComponent(name + ".swift"), atomically: true, encoding: .utf8)
        }
        let log = folder.appendingPathComponent("badge.log")
        try """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600001 UILabel:0x7fa1.width == 30   (active)>",
            "<NSLayoutConstraint:0x600002 UILabel:0x7fa1.width == 40   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600002 UILabel:0x7fa1.width == 40   (active)>

        """.write(to: log, atomically: true, encoding: .utf8)
        let run = try await CommandRunTests.run(["--json", "--source", folder.path, log.path])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let width = try #require(((document["reports"] as? [[String: Any]])?.first?["constraints"] as? [[String: Any]])?.first)
        let source = try #require(width["source"] as? [String: Any])
        #expect(source["confidence"] as? String == "candidates")
        let places = (source["candidates"] as? [[String: Any]])?.compactMap { entry -> String? in
            guard let file = entry["file"] as? String, let line = entry["line"] as? Int else { return nil }
            return "\(file.split(separator: "/").last ?? ""):\(line)"
        }
        #expect(places == ["FirstView.swift:3", "SecondView.swift:3"])
    }

    /// A CI annotation points at the constraint to change, where found for sure; else at nothing.
    @Test func gitHubAnnotatesThePlaceFound() async throws {
        let run = try await CommandRunTests.run(["--format", "github", "--source", project, project + "/ledger.log"])
        let lines = run.output.split(separator: "\n")
        #expect(
            lines[0].hasPrefix(
                "::error file=SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift,line=23,title=Auto Layout conflict in SummaryCardView"
            ))
        // The cell's bottom pin is only likely: no file claimed.
        #expect(lines[1].hasPrefix("::error title=Auto Layout conflict in UITableViewCellContentView (vertical)"))
    }

    /// Markdown names each place, and links it to the repository's page of
    /// the file inside a GitHub Actions job whose checkout holds the tree.
    @Test func markdownLinksEachPlaceToTheRepository() async throws {
        let run = try await CommandRunTests.run(["--markdown", "--source", project, project + "/ledger.log"])
        #expect(
            run.output.contains(
                "| **E** | `UILabel.width == 120` | yours (SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift:23) |\n"))
        let workspace = CommandRunTests.root.appendingPathComponent("SampleLogs").path
        let linked = try await CommandRunTests.run(
            ["--markdown", "--source", project, project + "/ledger.log"],
            environment: [
                "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/ledger", "GITHUB_SHA": "3f2c9e1",
                "GITHUB_WORKSPACE": workspace,
            ])
        #expect(
            linked.output.contains(
                "| **E** | `UILabel.width == 120` | yours ([SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift:23]"
                    + "(https://github.com/acme/ledger/blob/3f2c9e1/projects/anchors-swift/Ledger/SummaryCardView.swift#L23)) |\n"))
        // Only likely: the place linked all the same, the word kept.
        #expect(
            linked.output.contains(
                "yours (likely [SampleLogs/projects/anchors-swift/Ledger/ReceiptCell.swift:16](https://github.com/acme/ledger/blob/3f2c9e1/"
            ))
    }

    /// HTML links each place to the file on this machine, where the page is opened.
    @Test func htmlLinksEachPlaceToTheFile() async throws {
        let run = try await CommandRunTests.run(["--html", "--source", project, project + "/ledger.log"])
        let file = CommandRunTests.root.appendingPathComponent(project + "/Ledger/SummaryCardView.swift").standardizedFileURL.path
        #expect(
            run.output.contains(
                "<td>yours (<a href=\"file://\(file)\"><span class=\"word\" "
                    + "title=\"SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift:23\">"
                    + "…/Ledger/SummaryCardView.swift:23</span></a>)</td>"))
    }

    /// Every format says a place as a user opens it from the working folder,
    /// and SARIF declares that folder as the base its relative paths resolve
    /// under, the log's and the source's alike.
    @Test func sarifDeclaresTheFolderItsPathsStartFrom() async throws {
        let run = try await CommandRunTests.run(["--format", "sarif", "--source", project, project + "/ledger.log"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let sarifRun = try #require((document["runs"] as? [[String: Any]])?.first)
        let base = (sarifRun["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any]
        let folder = CommandRunTests.root.resolvingSymlinksInPath().standardizedFileURL.path
        #expect(base?["uri"] as? String == "file://\(folder)/")
        let artifacts = ((sarifRun["results"] as? [[String: Any]]) ?? []).compactMap { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])
        }
        #expect(artifacts.first?["uri"] as? String == "SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift")
        #expect(artifacts.first?["uriBaseId"] as? String == "SRCROOT")
        // The second report's fix is only likely: its result is at the log's own line, from the same folder.
        #expect(artifacts.last?["uri"] as? String == "SampleLogs/projects/anchors-swift/ledger.log")
        #expect(artifacts.allSatisfy { $0["uriBaseId"] as? String == "SRCROOT" })
    }

    /// A mask's fix is written at the statement its view's frame comes from:
    /// where code makes the view; not at a document's frame, which code turns off.
    @Test func aMasksFixIsWrittenWhereItsFrameComesFrom() async throws {
        let app = "SampleLogs/projects/frames-masks"
        let run = try await CommandRunTests.run(["--source", app, app + "/status-bar.log", app + "/trails.log"])
        #expect(
            run.output.contains(
                "  In Swift, likely at SampleLogs/projects/frames-masks/Trails/StatusItemView.swift:4:\n"
                    + "    // before its constraints are activated; the view is made by: let icon = NSImageView()\n"
                    + "    icon.translatesAutoresizingMaskIntoConstraints = false\n"))
        #expect(
            run.output.contains(
                "  In Objective-C, at SampleLogs/projects/frames-masks/Trails/ElevationChartView.m:6:\n"
                    + "    // in the initialiser, after: self = [super initWithFrame:CGRectZero];\n"
                    + "    self.translatesAutoresizingMaskIntoConstraints = NO;\n"))
        #expect(run.output.contains("  In Swift:\n    distanceBadge.translatesAutoresizingMaskIntoConstraints = false\n"))
        #expect(!run.output.contains("TrailSummaryView.xib:19:\n"))
    }

    /// JUnit's failing case says where to change the constraint.
    @Test func junitSaysWhereToChangeIt() async throws {
        let folder = try makeTemporaryFolder("junit")
        defer { removeFolder(folder) }
        let junit = folder.appendingPathComponent("conflicts.xml").path
        _ = try await CommandRunTests.run(["--junit", junit, "--source", project, project + "/ledger.log"])
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("\nChange it at SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift:23</failure>"))
    }

    /// `--brief` names the place of the constraint to change, where found for sure.
    @Test func briefSaysWhereTheFixGoes() async throws {
        let run = try await CommandRunTests.run(["--brief", "--source", project, project + "/ledger.log"], environment: ["COLUMNS": ""])
        #expect(
            run.output.hasPrefix(
                "SampleLogs/projects/anchors-swift/ledger.log:1  conflict in SummaryCardView (horizontal): "
                    + "lower UILabel.width == 120 to priority 999 (SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift:23)\n"))
    }

    /// An app's checkout: the Interface Builder sample's files beside a project folder.
    private func appCheckout(marker: String) throws -> URL {
        let folder = try makeTemporaryFolder("checkout")
        let sample = CommandRunTests.root.appendingPathComponent("SampleLogs/projects/interface-builder")
        try FileManager.default.copyItem(at: sample.appendingPathComponent("Pantry"), to: folder.appendingPathComponent("Pantry"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(marker), withIntermediateDirectories: true)
        return folder
    }

    /// Run where the app's project is, wtflayout reads its tree unasked and says so in one line.
    @Test func theProjectInTheWorkingDirectoryIsRead() async throws {
        let checkout = try appCheckout(marker: "Pantry.xcodeproj")
        defer { removeFolder(checkout) }
        let log = CommandRunTests.root.appendingPathComponent("SampleLogs/projects/interface-builder/pantry.log").path
        let run = try await CommandRunTests.run([log], workingDirectory: checkout.path)
        #expect(run.status == 0)
        #expect(run.error == "wtflayout: reading the source in . (it holds Pantry.xcodeproj; --no-source to skip it)\n")
        #expect(run.output.contains("yours (likely Pantry/ItemCell.xib:34)\n"))
        // --no-source: no tree, no line.
        let unread = try await CommandRunTests.run([log, "--no-source"], workingDirectory: checkout.path)
        #expect(unread.error.isEmpty && !unread.output.contains(".xib"))
        // A folder with no project: nothing read, nothing said.
        let elsewhere = try await CommandRunTests.run([log], workingDirectory: checkout.appendingPathComponent("Pantry").path)
        #expect(elsewhere.error.isEmpty && !elsewhere.output.contains(".xib"))
    }

    /// Below the project, in a git checkout, the repository's root is the project's.
    @Test func theGitRootsProjectIsReadFromBelow() async throws {
        let checkout = try appCheckout(marker: ".git")
        defer { removeFolder(checkout) }
        try Data().write(to: checkout.appendingPathComponent("Package.swift"))
        let log = CommandRunTests.root.appendingPathComponent("SampleLogs/projects/interface-builder/pantry.log").path
        let run = try await CommandRunTests.run([log, "--brief"], workingDirectory: checkout.appendingPathComponent("Pantry").path)
        let root = checkout.standardizedFileURL.path
        #expect(run.error == "wtflayout: reading the source in \(root) (it holds Package.swift; --no-source to skip it)\n")
        #expect(run.output.contains("(Main.storyboard:24)\n"))
    }

    /// A root's `.wtflayoutignore` keeps folders out (here the only one with
    /// code): nothing is read as the app's, so nothing is said.
    @Test func foldersTheRootIgnoresAreNotRead() async throws {
        let checkout = try appCheckout(marker: "Pantry.xcodeproj")
        defer { removeFolder(checkout) }
        try "# sample screens\nPantry/\n".write(to: checkout.appendingPathComponent(".wtflayoutignore"), atomically: true, encoding: .utf8)
        let log = CommandRunTests.root.appendingPathComponent("SampleLogs/projects/interface-builder/pantry.log").path
        let run = try await CommandRunTests.run([log], workingDirectory: checkout.path)
        #expect(run.error.isEmpty && !run.output.contains(".xib"))
        let given = try await CommandRunTests.run([log, "--source", checkout.path])
        #expect(!given.output.contains(".xib"))
    }

    /// A constraint made in a library the app carries is the library's, said so.
    @Test func aVendoredLibrarysConstraintIsTheLibrarys() async throws {
        let tree = try makeTemporaryFolder("vendored")
        defer { removeFolder(tree) }
        let pod = tree.appendingPathComponent("Pods/CardKit")
        try FileManager.default.createDirectory(at: pod, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandRunTests.root.appendingPathComponent(project + "/Ledger/SummaryCardView.swift"),
            to: pod.appendingPathComponent("SummaryCardView.swift"))
        let run = try await CommandRunTests.run(["--source", tree.path, project + "/ledger.log"], environment: ["COLUMNS": "200"])
        // A tree outside the working folder is said by its whole path, whose own folders say nothing of the file.
        let resolved = tree.resolvingSymlinksInPath().standardizedFileURL.path
        #expect(run.output.contains("a library's (\(resolved)/Pods/CardKit/SummaryCardView.swift:23)\n"))
    }

    /// A tree given through a symbolic link is read where the link leads.
    @Test func aSourceFolderBehindASymbolicLinkIsRead() async throws {
        let folder = try makeTemporaryFolder("link")
        defer { removeFolder(folder) }
        let link = folder.appendingPathComponent("app")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: CommandRunTests.root.appendingPathComponent(project))
        let run = try await CommandRunTests.run(["--source", link.path, project + "/ledger.log"])
        #expect(run.output.contains("       yours (SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift:23)\n"))
    }

    @Test func noSourceAndSourceContradictEachOther() async throws {
        let run = try await CommandRunTests.run(["--no-source", "--source", project, project + "/ledger.log"])
        #expect(run.status == 2)
        #expect(run.error == "wtflayout: --no-source and --source \(project) contradict each other: give one\n")
    }

    @Test func aSourceFolderThatIsNotThereIsAnError() async throws {
        let run = try await CommandRunTests.run(["--source", "no-such-folder", project + "/ledger.log"])
        #expect(run.status == 2)
        #expect(run.error == "wtflayout: --source no-such-folder: no such folder\n")
    }
}
