import Dispatch

/// A first-in first-out hand-off of chunks from the reader to the workers: `push` never blocks (the
/// reader bounds the number of chunks in flight itself), `pop` blocks until a chunk or the end.
package final class ChunkQueue: Sendable {
    private let state = LockedState(State())
    private let available = DispatchSemaphore(value: 0)

    private struct State: Sendable {
        var items: [ChunkWork?] = []
        var head = 0
    }

    /// An empty queue.
    package init() {}

    /// Hands `work` to the next free worker.
    package func push(_ work: ChunkWork) {
        state.withLock { $0.items.append(work) }
        available.signal()
    }

    /// Tells `consumers` workers that no more chunks come (each `pop` then returns nil).
    package func close(consumers: Int) {
        state.withLock { state in
            for _ in 0..<consumers { state.items.append(nil) }
        }
        for _ in 0..<consumers { available.signal() }
    }

    /// The next chunk, waiting for one; nil once the queue is closed.
    package func pop() -> ChunkWork? {
        available.wait()
        return state.withLock { state -> ChunkWork? in
            let work = state.items[state.head]
            state.items[state.head] = nil
            state.head += 1
            if state.head >= 64 && state.head * 2 >= state.items.count {
                state.items.removeFirst(state.head)
                state.head = 0
            }
            return work
        }
    }
}
