export { lostFoundMatchRoutes } from "./lost-found-matches.routes";
export { suggestMatches } from "./suggest";
