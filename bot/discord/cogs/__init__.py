"""Slash commands: one group per registered game (`games`), and the commands about every game (`lobby`)."""
