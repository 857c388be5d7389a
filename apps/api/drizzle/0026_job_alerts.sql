-- #20: job_alerts (filled in by its feature)
SELECT 1;
