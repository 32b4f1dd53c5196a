"""Search (placeholder docstring, completed below)."""
