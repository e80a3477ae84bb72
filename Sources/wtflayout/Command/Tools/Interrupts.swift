#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Set by the SIGINT handler; a C signal handler can only reach global state.
nonisolated(unsafe) private var interrupted: sig_atomic_t = 0

/// Ctrl-C, caught instead of ending the process at once: `--follow` and
/// `capture` print their summary, and a tool of Apple's run as a child
/// (which Foundation starts in a process group of its own, out of the
/// terminal's reach) is stopped and its temporary files removed. Only for
/// the process's own streams (`Console.handlesInterrupts`): the handler is
/// the process's.
enum Interrupts {
    /// Whether Ctrl-C was pressed since the handler was installed.
    static var happened: Bool { interrupted != 0 }

    /// Without SA_RESTART, Ctrl-C interrupts a blocking read, so what waits
    /// on it sees it at once instead of after the next line arrives.
    static func install() {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in interrupted = 1 }
        #else
            action.__sigaction_u.__sa_handler = { _ in interrupted = 1 }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent may start us with SIGINT blocked (Foundation's Process does
        // on Linux): Ctrl-C, or its interrupt(), must still reach us.
        var interrupts = sigset_t()
        sigemptyset(&interrupts)
        sigaddset(&interrupts, SIGINT)
        sigprocmask(SIG_UNBLOCK, &interrupts, nil)
    }

    /// Ctrl-C ends the process again, once nothing is left to stop.
    static func restoreDefault() {
        signal(SIGINT, SIG_DFL)
    }
}
