import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// The server reads candidates and interviews with 'view applicant tracking' and changes them with
// 'manage applicant tracking' (contracts/recruitment, issue 24); hiring needs 'create employee' too.
const VIEW = ['view applicant tracking'] as const;
const MANAGE = ['manage applicant tracking'] as const;
const recruitment = 'recruitment' as const;
const candidate = () => import('./pages/candidate-page.tsx');
const hireForm = () => import('./pages/create-profile-page.tsx');

/**
 * Candidate tracking under /admin/recruitment/tracking (spec 3 "Recruitment", issue 24): the candidate
 * database (table and pipeline board) and each candidate's page (bare id and view/id), the interview
 * list and an interview's page, and the hired candidates with the create-profile form (edit/id opens
 * it for that candidate).
 */
export const trackingScreens = resourceScreens({
  under: '/admin',
  path: 'recruitment/tracking',
  redirects: { '': 'candidates' },
  screens: {
    candidates: {
      path: 'candidate-database',
      list: true,
      page: () => import('./pages/candidates-page.tsx'),
      permissions: VIEW,
      menu: {
        name: 'view applicant tracking',
        labelKey: 'menu.candidateDatabase',
        icon: 'TeamOutlined',
        module: recruitment,
      },
    },
    candidate: { path: 'candidate-database/$id', page: candidate, permissions: VIEW },
    view: { path: 'candidate-database/view/$id', page: candidate, permissions: VIEW },
    interviews: {
      path: 'interview-list',
      list: true,
      page: () => import('./pages/interviews-page.tsx'),
      permissions: VIEW,
      menu: {
        name: 'view applicant tracking',
        labelKey: 'menu.interviewList',
        icon: 'FieldTimeOutlined',
        module: recruitment,
      },
    },
    interview: { path: 'interview-list/$id', page: () => import('./pages/interview-page.tsx') },
    hired: {
      path: 'hired-candidate',
      list: true,
      page: () => import('./pages/hired-page.tsx'),
      permissions: VIEW,
      menu: {
        name: 'view applicant tracking',
        labelKey: 'menu.hiredCandidates',
        icon: 'SolutionOutlined',
        module: recruitment,
      },
    },
    createProfile: { path: 'hired-candidate/create-profile', page: hireForm, permissions: MANAGE },
    hiredItem: { path: 'hired-candidate/$id', page: candidate, permissions: VIEW },
    hiredView: { path: 'hired-candidate/view/$id', page: candidate, permissions: VIEW },
    hiredEdit: { path: 'hired-candidate/edit/$id', page: hireForm, permissions: MANAGE },
  },
});

export const trackingRoutes = <P extends AnyRoute>(parent: P) => trackingScreens.routes(parent);
