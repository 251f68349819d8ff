"""``python -m solver.cli``: the ``goodfaith`` command."""

from solver.cli import main

main()
