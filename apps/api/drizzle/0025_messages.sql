-- #20: messages (filled in by its feature)
SELECT 1;
