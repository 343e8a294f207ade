-- A stored result's subjects as text (issue 13, saving a sheet: parsing the class's rows into jsonb was most of
-- its time). New rows hold one positional array per subject (`encodeSubjects`); rows of the earlier shape (an
-- array of objects) are read as they are and rewritten by their class's next recompute.
ALTER TABLE "score_result" ALTER COLUMN "subjects" SET DATA TYPE text;
