"""Build and maintenance tools, run from the project root as modules (the Makefile does):

    python -m tools.i18n compile        the message catalogues (.po -> .mo; also extract, update)
    python -m tools.editions build en   the book's editions (tools/editions.py explains)
    python -m tools.vendor_js           the widget JavaScript, copied into the built site
    python -m tools.lite                the in-browser player (JupyterLite + Pyodide)
    python -m tools.make_golden         the golden playthroughs of tests/data/golden/

``editions_ext`` and ``book_fixes`` are also Sphinx extensions, loaded by _config.yml
(``local_extensions``) as top-level modules from this folder: they import nothing from it.
"""
