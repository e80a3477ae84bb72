#!/usr/bin/env python3
"""Validates wtflayout's SARIF (`--format sarif`) for every sample log and
every corpus log against the OASIS SARIF 2.1.0 schema (kept in .ci/sarif,
its source named there), with the jsonschema package from PyPI; then checks
what GitHub's code scanning documents as required of an upload (a tool
name, and each result's message, rule, location with a start line, and
fingerprint), that the same log gives the same fingerprints again, and
that every location opens: a relative path resolved under the base the
run declares (originalUriBaseIds), for the sample apps read with --source too."""
import json
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urlparse

import jsonschema

ROOT = Path(__file__).resolve().parent.parent
BINARY = ROOT / ".build" / "debug" / "wtflayout"
SCHEMA = json.loads((ROOT / ".ci" / "sarif" / "sarif-schema-2.1.0.json").read_text())
CORPUS = ROOT.parent / "shared" / "corpus"


def sarif(log, source=None):
    # No source tree is read unless given; exit 1 is --fail-on's, 2 a log of which no report could be read.
    tree = ["--source", str(source)] if source else ["--no-source"]
    run = subprocess.run([str(BINARY), "--format", "sarif", "--fail-on", "app", *tree, str(log)],
                         capture_output=True, text=True, cwd=ROOT)
    if run.returncode not in (0, 1, 2) or not run.stdout:
        sys.exit(f"sarif check: {log}: wtflayout exited with {run.returncode}: {run.stderr.strip()}")
    return json.loads(run.stdout)


def github_problems(document):
    """What GitHub's code scanning requires of a SARIF upload, per its documentation."""
    problems = []
    if document.get("version") != "2.1.0":
        problems.append("version is not 2.1.0")
    for run in document.get("runs", []):
        driver = run.get("tool", {}).get("driver", {})
        if not driver.get("name"):
            problems.append("runs[].tool.driver.name is missing")
        rules = {rule["id"] for rule in driver.get("rules", [])}
        for index, result in enumerate(run.get("results", [])):
            where = f"results[{index}]"
            if not result.get("message", {}).get("text"):
                problems.append(f"{where}.message.text is missing")
            if result.get("ruleId") not in rules:
                problems.append(f"{where}.ruleId {result.get('ruleId')!r} is not a rule of the driver")
            locations = result.get("locations", [])
            if not locations:
                problems.append(f"{where}.locations is empty")
            for location in locations:
                physical = location.get("physicalLocation", {})
                if not physical.get("artifactLocation", {}).get("uri"):
                    problems.append(f"{where}: a location has no artifactLocation.uri")
                if not isinstance(physical.get("region", {}).get("startLine"), int):
                    problems.append(f"{where}: a location has no region.startLine")
            if not result.get("partialFingerprints"):
                problems.append(f"{where}.partialFingerprints is missing")
    return problems


def unopened(document):
    """The locations whose file is not where the run's base and the path say."""
    problems = []
    for run in document.get("runs", []):
        bases = {name: value.get("uri", "") for name, value in run.get("originalUriBaseIds", {}).items()}
        if any(not uri.endswith("/") for uri in bases.values()):
            problems.append("a base of originalUriBaseIds does not end in /")
        for result in run.get("results", []):
            for location in result.get("locations", []):
                artifact = location.get("physicalLocation", {}).get("artifactLocation", {})
                uri = artifact.get("uri", "")
                if uri.startswith("file://"):
                    path = Path(unquote(urlparse(uri).path))
                elif artifact.get("uriBaseId") in bases:
                    path = Path(unquote(urlparse(bases[artifact["uriBaseId"]] + uri).path))
                else:
                    problems.append(f"{uri}: relative, with no base the run declares")
                    continue
                if not path.is_file():
                    problems.append(f"{uri}: no file at {path}")
    return problems


def main():
    logs = sorted((ROOT / "SampleLogs").rglob("*.log"))
    if CORPUS.is_dir():
        logs += sorted(CORPUS.glob("*.log"))
    validator = jsonschema.Draft4Validator(SCHEMA)
    results = 0
    failures = []
    # The sample apps' logs again, with their trees: the source's places must open as the logs' do.
    apps = [(log, project) for project in sorted((ROOT / "SampleLogs" / "projects").iterdir())
            if (project / "key.json").is_file() for log in sorted(project.glob("*.log"))]
    for log, source in [(log, None) for log in logs] + apps:
        document = sarif(log, source)
        errors = [f"{'/'.join(map(str, error.path))}: {error.message}" for error in validator.iter_errors(document)]
        problems = errors + github_problems(document) + unopened(document)
        fingerprints = [result["partialFingerprints"] for result in document["runs"][0]["results"]]
        if fingerprints != [result["partialFingerprints"] for result in sarif(log, source)["runs"][0]["results"]]:
            problems.append("a second run gave other fingerprints")
        if problems:
            failures.append(f"{log.relative_to(ROOT) if log.is_relative_to(ROOT) else log}: " + "; ".join(problems[:5]))
        results += len(document["runs"][0]["results"])
    runs = len(logs) + len(apps)
    print(f"sarif check: {len(logs)} logs and {len(apps)} sample apps' logs with their trees, {results} results, valid "
          f"against the SARIF 2.1.0 schema (jsonschema {jsonschema_version()}) and GitHub's required fields, every "
          f"location opening under the declared base: {runs - len(failures)} of {runs}")
    if failures:
        sys.exit("sarif check failed:\n" + "\n".join(failures))


def jsonschema_version():
    from importlib.metadata import version
    return version("jsonschema")


if __name__ == "__main__":
    main()
