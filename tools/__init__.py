"""Developer tools that sit above the layers (they may use the disk and seeded randomness, which
``engines/`` and ``renderers/`` may not): ``python -m tools.gallery OUTDIR``."""
