"""The PPO agent: policy network, rollout buffer with GAE, and the update."""
