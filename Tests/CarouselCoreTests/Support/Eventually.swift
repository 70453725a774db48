/// Yields until `condition` holds, and gives up when the task is cancelled, as a test's
/// `.timeLimit` cancels it: a regression then fails the test instead of hanging the run. It runs
/// on the caller's actor, so the condition may read the caller's state.
func eventually(
  isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool
) async {
  while !condition(), !Task.isCancelled { await Task.yield() }
}
