"""Search over the scheduling space: the state every strategy walks (`state`), the
strategies (`random_walk`, `greedy`; the agent's policy-guided search is
`rl_autoscheduler.agent.guided`) and the driver that measures their proposals
(`strategy.run`). Imports only the program and measurement layers below it."""
