"""`make bench`: speed figures measured in one run on one machine, each against an anchor."""
