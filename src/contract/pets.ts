import { z } from "zod";

/**
 * The fixed values for a pet, its store and a request, spelled as stored and sent; shared by
 * the database, the API and the forms.
 */
export const GENDERS = ["male", "female"] as const;
/** `adopted`: an owner marks a pet adopted and it leaves the listing. */
export const POST_STATUSES = ["draft", "published", "adopted"] as const;
export const VENDOR_STATUSES = ["pending", "active"] as const;
export const APPLICATION_STATUSES = ["pending", "Approved", "Rejected", "Withdrawn"] as const;
export const AGE_GROUPS = ["baby", "young", "adult", "senior"] as const;
export const SIZES = ["small", "medium", "large", "xlarge"] as const;
export const TRISTATE = ["yes", "no", "unknown"] as const;

export const Gender = z.enum(GENDERS);
export const PostStatus = z.enum(POST_STATUSES);
export const VendorStatus = z.enum(VENDOR_STATUSES);
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export const AgeGroup = z.enum(AGE_GROUPS);
export const Size = z.enum(SIZES);
export const Tristate = z.enum(TRISTATE);

/** A pet category (species), as the API lists it. */
export const Category = z.object({
  id: z.number().int(),
  category: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type Category = z.infer<typeof Category>;

/** The optional pet profile: what adopters filter on at Petfinder and Adopt-a-Pet. */
export const PetProfile = z.object({
  breed: z.string().nullable(),
  age_group: AgeGroup.nullable(),
  size: Size.nullable(),
  colour: z.string().nullable(),
  vaccinated: Tristate,
  sterilised: Tristate,
  house_trained: Tristate,
  good_with_children: Tristate,
  good_with_dogs: Tristate,
  good_with_cats: Tristate,
});
export type PetProfile = z.infer<typeof PetProfile>;
