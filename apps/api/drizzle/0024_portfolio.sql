-- #20: portfolio (filled in by its feature)
SELECT 1;
