"""wtflayout in LLDB: explain an Auto Layout conflict where UIKit raises it.

Load it with `command script import /path/to/wtflayout_lldb.py` (or let
`wtflayout setup lldb` add that line to ~/.lldbinit). It adds one command:

    wtf                 at the alert breakpoint, explain the conflict
    wtf --brief         any wtflayout option is passed on (--json, --verbose...);
                        the text comes with the LLDB lines (--lldb), which
                        work here, with the app paused, and with the places
                        in the app's source (--source: the project found
                        above the program's source files)
    wtf auto            a breakpoint on UIViewAlertForUnsatisfiableConstraints
                        that explains every conflict and continues
    wtf auto off        remove that breakpoint
    wtf ambiguous       with the app paused anywhere: the views the key window's
                        Auto Layout leaves ambiguous, and what fixes each
                        (UIKit's _autolayoutTrace; on a Mac, every view of the
                        key window asked hasAmbiguousLayout)

UIKit calls UIViewAlertForUnsatisfiableConstraints(broken, allConstraints)
with the constraint it broke and the NSArray of the constraints in
conflict. `wtf` reads both from the frame's first two arguments ($arg1,
$arg2: the same on arm64 and x86_64, simulator or Mac), turns them into
the text UIKit logs, runs wtflayout on it and prints the explanation.

Only `objc_descriptions` and `objc_trace` are Objective-C: they ask
the objects for their descriptions and the window for its trace. Where the
process has no Objective-C runtime, as in the C programs the tests drive,
the arguments are taken as C strings holding those descriptions, and the
trace is what a C function `autolayoutTrace()` returns.
"""

import os
import shlex
import shutil
import subprocess

import lldb

ALERT = "UIViewAlertForUnsatisfiableConstraints"
BREAKPOINT_NAME = "wtflayout"


def objc_descriptions(frame):
    """The constraint's and the array's descriptions, as UIKit logs them."""
    texts = []
    for register in ("$arg1", "$arg2"):
        value = frame.EvaluateExpression(
            "(const char *)[[(id)%s description] UTF8String]" % register, objc_options())
        if not value.GetError().Success():
            return None
        texts.append(c_string(value))
    return texts


def objc_options():
    options = lldb.SBExpressionOptions()
    options.SetLanguage(lldb.eLanguageTypeObjC)
    options.SetTimeoutInMicroSeconds(5 * 1000 * 1000)
    options.SetTryAllThreads(False)
    return options


def c_string_descriptions(frame):
    """The same, from a stand-in whose arguments are the descriptions."""
    texts = []
    for register in ("$arg1", "$arg2"):
        value = frame.EvaluateExpression("(const char *)%s" % register)
        if not value.GetError().Success():
            return None
        texts.append(c_string(value))
    return texts


def c_string(value):
    error = lldb.SBError()
    address = value.GetValueAsUnsigned()
    process = value.GetProcess()
    if address == 0:
        return ""
    text = process.ReadCStringFromMemory(address, 1 << 20, error)
    return text if error.Success() else ""


# The key window's trace, as UIKit prints it.
UIKIT_TRACE = "(const char *)[[[[UIWindow keyWindow] _autolayoutTrace] description] UTF8String]"

# AppKit prints no such trace: every view of the key window (or, with the
# debugger in front, the main window or the first), one line each in the
# trace's form (a "|" per level, "*" laid out by constraints, "+" by its
# mask), marked AMBIGUOUS LAYOUT where hasAmbiguousLayout says so; empty
# without a window.
APPKIT_TRACE = r"""
id application = (id)[NSApplication sharedApplication];
id window = (id)[application keyWindow];
if (!window) window = (id)[application mainWindow];
if (!window) window = (id)[(NSArray *)[application windows] firstObject];
__block void (^walk)(id, int);
NSMutableString *trace = (NSMutableString *)[NSMutableString string];
walk = ^(id view, int depth) {
    for (int level = 0; level < depth; level++) [trace appendString:@"|   "];
    [trace appendString:((BOOL)[view translatesAutoresizingMaskIntoConstraints] ? @"+" : @"*")];
    [trace appendFormat:@"%@:%p", (NSString *)NSStringFromClass((Class)[view class]), view];
    if ((BOOL)[view hasAmbiguousLayout]) [trace appendString:@"- AMBIGUOUS LAYOUT"];
    [trace appendString:@"\n"];
    for (id subview in (NSArray *)[view subviews]) walk(subview, depth + 1);
};
if (window) walk((id)[window contentView], 0);
(const char *)[trace UTF8String];
"""


def objc_trace(frame, target):
    """The key window's _autolayoutTrace (UIKit), or AppKit's views walked."""
    uikit = target.FindFunctions("UIApplicationMain").GetSize() > 0
    value = frame.EvaluateExpression(UIKIT_TRACE if uikit else APPKIT_TRACE, objc_options())
    return c_string(value) if value.GetError().Success() else None


def c_string_trace(frame):
    """The same, from a stand-in's `autolayoutTrace()`."""
    value = frame.EvaluateExpression("(const char *)autolayoutTrace()")
    return c_string(value) if value.GetError().Success() else None


def has_objc_runtime(target):
    return target.FindFunctions("objc_msgSend").GetSize() > 0


def report_text(broken, listed):
    """The arguments in the form of UIKit's log, which wtflayout reads."""
    return (
        "Unable to simultaneously satisfy constraints.\n"
        + listed.strip() + "\n\n"
        + "Will attempt to recover by breaking constraint \n"
        + broken.strip() + "\n"
    )


def wtflayout_path():
    path = os.environ.get("WTFLAYOUT") or shutil.which("wtflayout")
    for candidate in ("/opt/homebrew/bin/wtflayout", "/usr/local/bin/wtflayout",
                      os.path.expanduser("~/.mint/bin/wtflayout")):
        if path:
            break
        if os.access(candidate, os.X_OK):
            path = candidate
    return path


def source_root(target):
    """The app's project folder: the nearest one above a source file of the
    main module that holds an .xcodeproj, an .xcworkspace or a Package.swift."""
    module = target.GetModuleAtIndex(0)
    for index in range(min(module.GetNumCompileUnits(), 50)):
        directory = module.GetCompileUnitAtIndex(index).GetFileSpec().GetDirectory()
        while directory and os.path.isabs(directory):
            try:
                names = os.listdir(directory)
            except OSError:
                names = []
            if "Package.swift" in names or any(name.endswith((".xcodeproj", ".xcworkspace")) for name in names):
                return directory
            parent = os.path.dirname(directory)
            if parent == directory:
                break
            directory = parent
    return None


def explain(debugger, arguments, result):
    frame = (debugger.GetSelectedTarget().GetProcess()
             .GetSelectedThread().GetSelectedFrame())
    if not frame.IsValid():
        result.SetError("wtf: no frame; run the app and stop at %s first" % ALERT)
        return
    target = frame.GetThread().GetProcess().GetTarget()
    texts = objc_descriptions(frame) if has_objc_runtime(target) else c_string_descriptions(frame)
    if not texts or not texts[1]:
        result.SetError("wtf: could not read the constraints from $arg1 and $arg2; "
                        "stop at the first instruction of %s" % ALERT)
        return
    # The app's source, so the list says where each constraint was made,
    # unless the arguments say which tree, or none.
    chosen = any(argument.split("=")[0] in ("--source", "--no-source") for argument in arguments)
    root = None if chosen else source_root(target)
    source = ["--source", root] if root else []
    # --lldb: the lines that find the views, for the app paused right here.
    run_wtflayout(["--lldb"] + source + arguments, report_text(*texts), result)


def run_wtflayout(arguments, text, result):
    """wtflayout with `arguments`, `text` on its input; its output is the
    command's. As text for the debugger's console, even inside a CI job,
    where it would otherwise write GitHub annotations and a step summary."""
    program = wtflayout_path()
    if not program:
        result.SetError("wtf: wtflayout was not found: install it (see its README) "
                        "or set WTFLAYOUT to its path")
        return
    environment = {name: value for name, value in os.environ.items()
                   if name not in ("GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY")}
    try:
        run = subprocess.run([program] + arguments, input=text.encode("utf-8"),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120,
                             env=environment)
    except (OSError, subprocess.TimeoutExpired) as error:
        result.SetError("wtf: could not run %s: %s" % (program, error))
        return
    output = run.stdout.decode("utf-8", "replace").rstrip("\n")
    messages = run.stderr.decode("utf-8", "replace").rstrip("\n")
    result.AppendMessage("\n".join(text for text in (output, messages) if text))
    if run.returncode not in (0, 1):
        result.SetError("wtf: wtflayout exited with status %d" % run.returncode)


def ambiguous(debugger, arguments, result):
    frame = (debugger.GetSelectedTarget().GetProcess()
             .GetSelectedThread().GetSelectedFrame())
    if not frame.IsValid():
        result.SetError("wtf ambiguous: no frame; run the app and pause it first")
        return
    target = frame.GetThread().GetProcess().GetTarget()
    trace = objc_trace(frame, target) if has_objc_runtime(target) else c_string_trace(frame)
    if not trace:
        result.SetError("wtf ambiguous: the key window's views could not be read; pause the app "
                        "with a window on screen")
        return
    run_wtflayout(["ambiguous"] + arguments + ["-"], trace, result)


def auto(debugger, switch, result):
    target = debugger.GetSelectedTarget()
    if not target.IsValid():
        result.SetError("wtf auto: no target; create one first (file MyApp.app)")
        return
    # The IDs first: deleting while walking the indices would skip one.
    ours = []
    for index in range(target.GetNumBreakpoints()):
        breakpoint = target.GetBreakpointAtIndex(index)
        names = lldb.SBStringList()
        breakpoint.GetNames(names)
        if BREAKPOINT_NAME in [names.GetStringAtIndex(i) for i in range(names.GetSize())]:
            ours.append(breakpoint.GetID())
    for identifier in ours:
        target.BreakpointDelete(identifier)
    if switch == "off":
        result.AppendMessage("wtf auto: off")
        return
    breakpoint = target.BreakpointCreateByName(ALERT)
    breakpoint.AddName(BREAKPOINT_NAME)
    breakpoint.SetAutoContinue(True)
    commands = lldb.SBStringList()
    commands.AppendString("wtf --no-color")
    breakpoint.SetCommandLineCommands(commands)
    result.AppendMessage("wtf auto: every conflict at %s is explained, and the app goes on" % ALERT)


def wtf_command(debugger, command, result, internal_dict):
    arguments = shlex.split(command)
    if arguments[:1] == ["auto"]:
        auto(debugger, arguments[1] if len(arguments) > 1 else "on", result)
    elif arguments[:1] == ["ambiguous"]:
        ambiguous(debugger, arguments[1:], result)
    else:
        explain(debugger, arguments, result)


def __lldb_init_module(debugger, internal_dict):
    debugger.HandleCommand(
        'command script add -o -h "explain the Auto Layout conflict at %s '
        '(wtf auto: at every one)" -f %s.wtf_command wtf' % (ALERT, __name__))
