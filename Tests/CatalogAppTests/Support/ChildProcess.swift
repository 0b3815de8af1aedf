import Foundation

/// Runs programs for tests, without Foundation's `Process`: its pipes are
/// inherited by anything spawned meanwhile (a tmux server that outlives the
/// test keeps them open, and the reader never sees end of file), and its
/// waiting can stall on the main actor.
enum ChildProcess {
    /// Runs `arguments` (the program is looked up in PATH) to completion.
    /// - Returns: The exit status (128 + signal when killed) and the combined
    ///   output, or nil when the program could not be started.
    static func run(_ arguments: [String]) -> (status: Int32, output: String)? {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        // Closed on exec in any other child; the dup2 below keeps it for this one.
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, descriptors[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, descriptors[1], STDERR_FILENO)
        // The calling thread may be a dispatch worker with every signal
        // blocked; a child (tmux's server above all) must start with none
        // blocked and default handlers, or it cannot be stopped or reap.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        close(descriptors[1])
        defer { close(descriptors[0]) }
        guard spawned == 0 else { return nil }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptors[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output += buffer[..<count]
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, String(decoding: output, as: UTF8.self))
    }
}
