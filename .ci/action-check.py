#!/usr/bin/env python3
"""Runs the GitHub Action (action.yml) as the runner would, from the
workflow example in docs/ci-and-agents.md: the example's step that uses the action gives
the inputs; its log is one of the samples. Each `run` step of the
composite action runs in bash with the runner's files and variables
(GITHUB_ACTION_PATH, GITHUB_OUTPUT, GITHUB_PATH, GITHUB_STEP_SUMMARY,
GITHUB_ACTIONS) and the `${{ … }}` expressions the action uses; the step
that uses another action (the SARIF upload) is checked for what it would
be given. Then: the annotations, the step summary, a valid SARIF file, and
the job failed by fail-on."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import jsonschema
import yaml

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "SampleLogs" / "ci-test-run.log"
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def readme_step():
    """The step of the documented workflow example (docs/ci-and-agents.md) that uses this action."""
    readme = (ROOT / "docs" / "ci-and-agents.md").read_text()
    for block in re.findall(r"```yaml\n(.*?)```", readme, re.S):
        workflow = yaml.safe_load(block)
        if not isinstance(workflow, dict) or "jobs" not in workflow:
            continue
        for job in workflow["jobs"].values():
            for step in job["steps"]:
                if str(step.get("uses", "")).startswith("wtflayout/wtflayout@"):
                    return step
    sys.exit("action check: docs/ci-and-agents.md has no workflow example that uses wtflayout/wtflayout")


def evaluate(expression, inputs, outputs):
    """The expressions the action uses: inputs.X, steps.ID.outputs.Y, and `inputs.X != ''`."""
    comparison = re.fullmatch(r"inputs\.([\w-]+) != ''", expression)
    if comparison:
        return inputs[comparison.group(1)] != ""
    if expression.startswith("inputs."):
        return inputs[expression[len("inputs."):]]
    step = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
    if step:
        return outputs.get(step.group(1), {}).get(step.group(2), "")
    sys.exit(f"action check: the check does not know the expression '{expression}'")


def substitute(text, inputs, outputs):
    return EXPRESSION.sub(lambda match: str(evaluate(match.group(1), inputs, outputs)), str(text))


def main():
    action = yaml.safe_load((ROOT / "action.yml").read_text())
    step = readme_step()
    given = step.get("with", {})
    unknown = set(given) - set(action["inputs"])
    if unknown:
        sys.exit(f"action check: the documented example gives inputs the action does not have: {sorted(unknown)}")
    inputs = {name: str(given.get(name, spec.get("default", ""))) for name, spec in action["inputs"].items()}
    workspace = Path(tempfile.mkdtemp(prefix="wtflayout-action-"))
    try:
        # The example's log, written by its test step: here one of the samples.
        shutil.copy(SAMPLE, workspace / inputs["path"])
        runner = workspace / "_runner"
        runner.mkdir()
        summary, path_file = runner / "step-summary.md", runner / "path"
        summary.touch()
        path_file.touch()
        outputs, statuses, transcript = {}, [], {}
        for index, spec in enumerate(action["runs"]["steps"]):
            if "if" in spec and not evaluate(EXPRESSION.fullmatch(spec["if"]).group(1), inputs, outputs):
                continue
            if "uses" in spec:
                sarif = workspace / substitute(spec["with"]["sarif_file"], inputs, outputs)
                schema = json.loads((ROOT / ".ci" / "sarif" / "sarif-schema-2.1.0.json").read_text())
                errors = list(jsonschema.Draft4Validator(schema).iter_errors(json.loads(sarif.read_text())))
                if errors:
                    sys.exit(f"action check: the SARIF given to {spec['uses']} is not valid: {errors[0].message}")
                transcript["upload"] = spec["uses"]
                continue
            output_file = runner / f"output-{index}"
            output_file.touch()
            added = [line for line in path_file.read_text().splitlines() if line]
            environment = dict(os.environ)
            environment.update({
                "GITHUB_ACTIONS": "true", "GITHUB_ACTION_PATH": str(ROOT), "GITHUB_WORKSPACE": str(workspace),
                "GITHUB_OUTPUT": str(output_file), "GITHUB_PATH": str(path_file), "GITHUB_STEP_SUMMARY": str(summary),
                "PATH": os.pathsep.join(list(reversed(added)) + [environment["PATH"]]),
            })
            environment.update({name: substitute(value, inputs, outputs) for name, value in spec.get("env", {}).items()})
            script = runner / f"step-{index}.sh"
            script.write_text(substitute(spec["run"], inputs, outputs) + "\n")
            run = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)], cwd=workspace,
                                 env=environment, capture_output=True, text=True, timeout=1200)
            transcript[spec["name"]] = run.stdout
            statuses.append((spec["name"], run.returncode))
            if "id" in spec:
                outputs[spec["id"]] = dict(line.split("=", 1) for line in output_file.read_text().splitlines() if "=" in line)
            if run.returncode != 0 and spec is not action["runs"]["steps"][-1]:
                sys.exit(f"action check: the step '{spec['name']}' failed ({run.returncode}): {run.stderr.strip()[-2000:]}")
        annotations = [line for line in transcript["Explain the conflicts"].splitlines() if line.startswith("::")]
        problems = []
        if not any(line.startswith("::error file=PriceBadgeView.swift,line=43,") for line in annotations):
            problems.append("no error annotation at PriceBadgeView.swift:43")
        if "## " not in summary.read_text():
            problems.append("the step summary holds no Markdown report")
        if inputs["sarif"] and transcript.get("upload") != "github/codeql-action/upload-sarif@v3":
            problems.append("the SARIF was not uploaded")
        if statuses[-1] != ("Fail by --fail-on", 1):
            problems.append(f"the job did not fail by fail-on {inputs['fail-on']}: {statuses[-1]}")
        if problems:
            sys.exit("action check failed: " + "; ".join(problems))
        print(f"action check: the documented step ran as the runner would: {len(annotations)} annotations, "
              f"a step summary of {len(summary.read_text())} bytes, SARIF valid and uploaded, "
              f"the job failed by fail-on {inputs['fail-on']} (steps: {', '.join(f'{n} {s}' for n, s in statuses)})")
    finally:
        shutil.rmtree(workspace, ignore_errors=True)


if __name__ == "__main__":
    main()
