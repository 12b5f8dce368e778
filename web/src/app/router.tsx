import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SPA_ROUTES } from '../../../worker/contracts/spa-routes.ts';
import { Layout } from './Layout.tsx';

/*
 * Every screen loads lazily, so the first page downloads only what it shows. Declarative routes (not a data
 * router): the app fetches through TanStack Query, and the data router's code would cost the first page ~9 KB.
 */
const HomePage = lazy(() => import('../features/home/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const SearchPage = lazy(() => import('../features/search/SearchPage.tsx').then((m) => ({ default: m.SearchPage })));
const BusinessesPage = lazy(() => import('../features/businesses/BusinessesPage.tsx').then((m) => ({ default: m.BusinessesPage })));
const BusinessPage = lazy(() => import('../features/business/BusinessPage.tsx').then((m) => ({ default: m.BusinessPage })));
const CategoriesPage = lazy(() => import('../features/categories/CategoriesPage.tsx').then((m) => ({ default: m.CategoriesPage })));
const CategoryPage = lazy(() => import('../features/categories/CategoryPage.tsx').then((m) => ({ default: m.CategoryPage })));
const LocationsPage = lazy(() => import('../features/locations/LocationsPage.tsx').then((m) => ({ default: m.LocationsPage })));
const LocationPage = lazy(() => import('../features/locations/LocationPage.tsx').then((m) => ({ default: m.LocationPage })));
const ContactPage = lazy(() => import('../features/contact/ContactPage.tsx').then((m) => ({ default: m.ContactPage })));
const SignInPage = lazy(() => import('../features/auth/SignInPage.tsx').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('../features/auth/SignUpPage.tsx').then((m) => ({ default: m.SignUpPage })));
const VerifyOtpPage = lazy(() => import('../features/auth/VerifyOtpPage.tsx').then((m) => ({ default: m.VerifyOtpPage })));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage.tsx').then((m) => ({ default: m.VerifyEmailPage })));
const FavoritesPage = lazy(() => import('../features/favorites/FavoritesPage.tsx').then((m) => ({ default: m.FavoritesPage })));
const EnvTestPage = lazy(() => import('../features/env-test/EnvTestPage.tsx').then((m) => ({ default: m.EnvTestPage })));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={SPA_ROUTES.home} element={<HomePage />} />
        <Route path={SPA_ROUTES.search} element={<SearchPage />} />
        <Route path={SPA_ROUTES.businesses} element={<BusinessesPage />} />
        <Route path={SPA_ROUTES.business} element={<BusinessPage />} />
        <Route path={SPA_ROUTES.categories} element={<CategoriesPage />} />
        <Route path={SPA_ROUTES.category} element={<CategoryPage />} />
        <Route path={SPA_ROUTES.locations} element={<LocationsPage />} />
        <Route path={SPA_ROUTES.location} element={<LocationPage />} />
        <Route path={SPA_ROUTES.contact} element={<ContactPage />} />
        <Route path={SPA_ROUTES.signin} element={<SignInPage />} />
        <Route path={SPA_ROUTES.signup} element={<SignUpPage />} />
        <Route path={SPA_ROUTES.verifyOtp} element={<VerifyOtpPage />} />
        <Route path={SPA_ROUTES.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={SPA_ROUTES.favorites} element={<FavoritesPage />} />
        <Route path={SPA_ROUTES.envTest} element={<EnvTestPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
