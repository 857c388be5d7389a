-- #20: talent_documents (filled in by its feature)
SELECT 1;
