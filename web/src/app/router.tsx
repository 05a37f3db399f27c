/**
 * Every route of SPEC section 2 and who may see it. Public routes render for anyone; protected
 * routes wait for GET /auth/user, then either render inside the signed-in layout or, for a
 * visitor, toast "Unauthorized" and leave after 500 ms. While loading or signed out, / is the
 * landing page. Everything but Today and the landing page is loaded on demand.
 */
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { PageSpinner } from '../components/ui/spinner';
import { useI18n } from '../i18n/i18n-context';
import { Landing } from '../features/landing/components/landing';
import { useQueryClient } from '@tanstack/react-query';
import { handleUnauthorized, USER_QUERY_KEY, useUser } from '../lib/auth';
import { clearOutbox } from '../lib/offline/outbox';
import { forgetQueries } from '../lib/offline/persist';
import { ADMIN_DENIED_REDIRECT_DELAY_MS } from '../lib/constants';
import { dropPrerender } from '../lib/prerender';
import { matchPath, navigate, useLocation, useSearchParam } from '../lib/router';
import { dismissOnNavigation, toast } from '../lib/toast';
import { takeUrlError, URL_ERROR_PARAM } from '../lib/url-error';
import type { User } from '../lib/auth';
import { AppLayout } from './layout/app-layout';
import { NotFoundRoute } from './routes/not-found';
import { TodayRoute } from './routes/today';

const LoginForm = lazy(() => import('../features/auth/components/login-form').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() =>
  import('../features/auth/components/register-form').then((m) => ({ default: m.RegisterForm })),
);
const ForgotPasswordForm = lazy(() =>
  import('../features/auth/components/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);
const ResetPasswordForm = lazy(() =>
  import('../features/auth/components/reset-password-form').then((m) => ({ default: m.ResetPasswordForm })),
);
const ChatSignIn = lazy(() =>
  import('../features/auth/components/chat-sign-in').then((m) => ({ default: m.ChatSignIn })),
);
const UndoEmailPage = lazy(() =>
  import('../features/profile/components/undo-email-page').then((m) => ({ default: m.UndoEmailPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('../features/profile/components/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })),
);
const PrivacyPolicy = lazy(() => import('../features/legal/components/privacy-policy'));
const TermsOfService = lazy(() => import('../features/legal/components/terms-of-service'));
const TopicsRoute = lazy(() => import('./routes/topics'));
const TopicDetailRoute = lazy(() => import('./routes/topic-detail'));
const ProgressRoute = lazy(() => import('./routes/progress'));
const FavoritesRoute = lazy(() => import('./routes/favorites'));
const ProfileRoute = lazy(() => import('./routes/profile'));
const ReflectionsRoute = lazy(() => import('./routes/reflections'));
const MyPrayersRoute = lazy(() => import('./routes/my-prayers'));
const HistoryRoute = lazy(() => import('./routes/history'));
const PastDayRoute = lazy(() => import('./routes/past-day'));
const SearchRoute = lazy(() => import('./routes/search'));
const VisitorSearch = lazy(() =>
  import('../features/search/components/visitor-search').then((m) => ({ default: m.VisitorSearch })),
);
const PrayerRoute = lazy(() => import('./routes/prayer'));
const WallRoute = lazy(() => import('./routes/wall'));
const GroupsRoute = lazy(() => import('./routes/groups'));
const GroupRoute = lazy(() => import('./routes/group'));
const WatchesRoute = lazy(() => import('./routes/watches'));
const WatchRoute = lazy(() => import('./routes/watch'));
const PlansRoute = lazy(() => import('./routes/plans'));
const PlanDetailRoute = lazy(() => import('./routes/plan-detail'));
const PlanDayRoute = lazy(() => import('./routes/plan-day'));
const AdminPlansPage = lazy(() => import('../features/plans/components/admin-plans'));
const ScriptureReader = lazy(() =>
  import('../features/scripture/components/scripture-reader').then((m) => ({ default: m.ScriptureReader })),
);
const AdminPage = lazy(() => import('../features/admin/components/admin-page'));
const HealthPage = lazy(() => import('../features/admin/components/health-page'));
const ModerationPage = lazy(() => import('../features/moderation/components/moderation-page'));

type Protected = { pattern: string; render: (params: Record<string, string>, user: User) => ReactNode };

const protectedRoutes: Protected[] = [
  { pattern: '/', render: (_p, user) => <TodayRoute user={user} /> },
  { pattern: '/topics', render: () => <TopicsRoute /> },
  { pattern: '/topics/:topicId', render: (p) => <TopicDetailRoute key={p.topicId} topicId={p.topicId!} /> },
  { pattern: '/progress', render: () => <ProgressRoute /> },
  { pattern: '/favorites', render: () => <FavoritesRoute /> },
  { pattern: '/profile', render: (_p, user) => <ProfileRoute user={user} /> },
  { pattern: '/reflections', render: () => <ReflectionsRoute /> },
  { pattern: '/my-prayers', render: () => <MyPrayersRoute /> },
  { pattern: '/history', render: () => <HistoryRoute /> },
  { pattern: '/history/:date', render: (p, user) => <PastDayRoute key={p.date} date={p.date!} user={user} /> },
  {
    pattern: '/prayers/:prayerId',
    render: (p, user) => <PrayerRoute key={p.prayerId} prayerId={p.prayerId!} user={user} />,
  },
  { pattern: '/wall', render: () => <WallRoute /> },
  { pattern: '/groups', render: () => <GroupsRoute /> },
  { pattern: '/groups/:circleId', render: (p) => <GroupRoute key={p.circleId} circleId={p.circleId!} /> },
  { pattern: '/watches', render: () => <WatchesRoute /> },
  { pattern: '/plans', render: () => <PlansRoute /> },
  { pattern: '/plans/runs/:runId', render: (p) => <PlanDayRoute key={p.runId} runId={p.runId!} /> },
  {
    pattern: '/plans/runs/:runId/days/:day',
    render: (p) => <PlanDayRoute key={`${p.runId}/${p.day}`} runId={p.runId!} day={p.day!} />,
  },
  { pattern: '/plans/:planId', render: (p) => <PlanDetailRoute key={p.planId} planId={p.planId!} /> },
  { pattern: '/admin', render: (_p, user) => <AdminGate user={user} /> },
  { pattern: '/admin/moderation', render: (_p, user) => <AdminGate user={user} page="moderation" /> },
  { pattern: '/admin/health', render: (_p, user) => <AdminGate user={user} page="health" /> },
  { pattern: '/admin/plans', render: (_p, user) => <AdminGate user={user} page="plans" /> },
];

function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

/**
 * /login for someone already signed in: Today. Google's callback also lands here with ?error= when
 * connecting Google to a signed-in account fails (e.g. that Google account belongs to someone
 * else): the message is shown and the person goes back to /profile, where they started.
 */
function SignedInLoginRedirect() {
  const { t } = useI18n();
  const fired = useRef(false);
  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    const message = takeUrlError();
    if (message === null) {
      navigate('/', { replace: true });
      return;
    }
    toast({
      title: t('app.google.notConnected'),
      description: message || t('app.google.failed'),
      variant: 'destructive',
      acrossPages: true,
    });
    navigate('/profile', { replace: true });
  }, [t]);
  return <PageSpinner />;
}

/** A visitor on a protected screen: "Unauthorized", then re-login after 500 ms. */
function UnauthorizedRedirect({ target }: { target: 'api-login' | 'login' }) {
  const fired = useRef(false);
  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    handleUnauthorized(target);
  }, [target]);
  return <PageSpinner />;
}

function AdminGate({ user, page = 'content' }: { user: User; page?: 'content' | 'moderation' | 'health' | 'plans' }) {
  const { t } = useI18n();
  const isAdmin = user.role === 'admin';
  const fired = useRef(false);
  useEffect(() => {
    if (isAdmin || fired.current) return;
    fired.current = true;
    toast({
      title: t('app.accessDenied.title'),
      description: t('app.accessDenied.description'),
      variant: 'destructive',
      acrossPages: true,
    });
    setTimeout(() => navigate('/', { replace: true }), ADMIN_DENIED_REDIRECT_DELAY_MS);
  }, [isAdmin, t]);
  if (!isAdmin) return <PageSpinner />;
  if (page === 'health') return <HealthPage />;
  if (page === 'plans') return <AdminPlansPage />;
  return page === 'moderation' ? <ModerationPage /> : <AdminPage />;
}

/** Toasts belong to their page: a new page starts without the last one's messages. */
function useToastsClearedOnNavigation(path: string) {
  const last = useRef(path);
  useEffect(() => {
    if (last.current === path) return;
    last.current = path;
    dismissOnNavigation();
  }, [path]);
}

/**
 * What this device kept belongs to whoever was signed in: when that changes (sign-out elsewhere, an
 * expired session, another person), every kept answer but "who is signed in" is dropped.
 */
function useCacheOwnedBySignedInUser(user: User | null, isLoading: boolean) {
  const queryClient = useQueryClient();
  const owner = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (isLoading) return;
    const id = user?.id ?? null;
    if (owner.current !== undefined && owner.current !== null && owner.current !== id) {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      void forgetQueries();
      void clearOutbox();
    }
    owner.current = id;
  }, [user, isLoading, queryClient]);
}

export function AppRouter() {
  const path = useLocation();
  const urlError = useSearchParam(URL_ERROR_PARAM);
  const { user, isLoading } = useUser();
  useToastsClearedOnNavigation(path);
  useCacheOwnedBySignedInUser(user, isLoading);
  // The server's copy of Today or of Progress's heading (a first visit) gives way to any other
  // screen, or to a visitor's; Today and Progress remove it themselves once they are drawn.
  useEffect(() => {
    if ((path !== '/' && path !== '/progress') || (!isLoading && !user)) dropPrerender();
  }, [path, user, isLoading]);

  const publicPage = (() => {
    switch (path) {
      case '/login':
        if (user) return <SignedInLoginRedirect />;
        // An ?error= may be for a signed-in person (connecting Google): wait to know who this is.
        if (isLoading && urlError !== null) return <PageSpinner />;
        return <LoginForm />;
      case '/register':
        return user ? <Redirect to="/" /> : <RegisterForm />;
      case '/forgot-password':
        return <ForgotPasswordForm />;
      case '/reset-password':
        return <ResetPasswordForm />;
      case '/signin-link':
        return <ChatSignIn />;
      case '/confirm-email':
        return <ConfirmEmailPage />;
      case '/undo-email-change':
        return <UndoEmailPage />;
      case '/privacy-policy':
        return <PrivacyPolicy backHref={user ? '/profile' : '/'} />;
      case '/bible':
        // Scripture is public domain: anyone may read a shared passage (decision 210).
        if (isLoading) return <PageSpinner />;
        return user ? (
          <AppLayout user={user}>
            <ScriptureReader />
          </AppLayout>
        ) : (
          <main className="mx-auto max-w-2xl px-4 py-6">
            <ScriptureReader />
          </main>
        );
      case '/search':
        // Anyone may search the Bible; prayers are for the signed-in (decision 266).
        if (isLoading) return <PageSpinner />;
        return user ? (
          <AppLayout user={user}>
            <SearchRoute />
          </AppLayout>
        ) : (
          <VisitorSearch />
        );
      case '/terms-of-service':
        // SPEC section 2: the terms page sends visitors to sign in.
        if (isLoading) return <PageSpinner />;
        return user ? <TermsOfService backHref="/profile" /> : <Redirect to="/login" />;
      default:
        return undefined;
    }
  })();
  if (publicPage !== undefined) return <Suspense fallback={<PageSpinner />}>{publicPage}</Suspense>;

  // A watch's link is for anyone it was given to: an open watch reads without an account (decision 361).
  const watch = matchPath('/watch/:code', path);
  if (watch) {
    if (isLoading) return <PageSpinner />;
    const page = <WatchRoute key={watch.code} code={watch.code!} signedIn={user !== null} />;
    return <Suspense fallback={<PageSpinner />}>{user ? <AppLayout user={user}>{page}</AppLayout> : page}</Suspense>;
  }

  let match: { route: Protected; params: Record<string, string> } | undefined;
  for (const route of protectedRoutes) {
    const params = matchPath(route.pattern, path);
    if (params) {
      match = { route, params };
      break;
    }
  }
  if (!match) return <NotFoundRoute />;

  if (path === '/' && !user) return <Landing />;
  if (isLoading) return <PageSpinner />;
  if (!user) return <UnauthorizedRedirect target={path === '/profile' ? 'login' : 'api-login'} />;

  return (
    <AppLayout user={user}>
      <Suspense fallback={<PageSpinner />}>{match.route.render(match.params, user)}</Suspense>
    </AppLayout>
  );
}
