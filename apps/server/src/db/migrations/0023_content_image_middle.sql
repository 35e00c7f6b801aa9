-- Content pictures gain a middle size, 960 px wide (a phone's screen width at its pixel density: half the bytes of the
-- 1600 px copy). Null for pictures stored before; the shipped demo pictures have it from now on.
ALTER TABLE "content_images" ADD COLUMN "m" text;--> statement-breakpoint
UPDATE "content_images" SET "m" = left("l", length("l") - length('-l.jpg')) || '-m.jpg' WHERE "l" LIKE '/media/content/%-l.jpg';
