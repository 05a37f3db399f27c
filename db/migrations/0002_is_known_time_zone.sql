-- Whether PostgreSQL accepts a time zone name in AT TIME ZONE, without failing the statement that
-- asks. Delivery planning skips (and reports) rows whose stored zone it refuses, so one bad value
-- never stops everyone's daily prayer (docs/decisions/061-one-poison-row-is-never-fatal.md).
-- Class 22 covers "time zone ... not recognized"; 0A000 a zone that uses leap seconds.
CREATE OR REPLACE FUNCTION is_known_time_zone(tz text) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF tz IS NULL THEN
    RETURN false;
  END IF;
  PERFORM now() AT TIME ZONE tz;
  RETURN true;
EXCEPTION
  WHEN data_exception OR feature_not_supported THEN
    RETURN false;
END
$$;
