-- Custom SQL migration file, put your code below! ---- The starter category tree: filled by issue 11's categories work (placeholder so the journal is fixed).
SELECT 1;
