import { Navigate, useLocation } from "react-router";
import { LEGACY_GALLERY_PATH, paths } from "#common/paths";

/**
 * Any path the site does not have goes to the home page (spec section 2); the server answers cold loads
 * with a 302, this covers navigation inside the app. The old /galler link goes on to the gallery.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  return <Navigate to={pathname === LEGACY_GALLERY_PATH ? paths.gallery : paths.home} replace />;
}
