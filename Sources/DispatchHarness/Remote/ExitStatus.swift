#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a child's exit status without reaping it (`waitid` with `WNOWAIT`): the exited child
/// stays a zombie, which keeps its process id reserved until its group has been killed.
enum ExitStatus {
    /// The exit code of `processID` if it has exited, minus the signal number if a signal ended
    /// it, or nil while it runs.
    static func peek(_ processID: pid_t) -> Int32? {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(processID), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return nil }
        #if canImport(Glibc)
            let child = info._sifields._sigchld.si_pid
            let status = info._sifields._sigchld.si_status
        #else
            let child = info.si_pid
            let status = info.si_status
        #endif
        guard child == processID else { return nil }
        return info.si_code == CLD_EXITED ? status : -status
    }
}
