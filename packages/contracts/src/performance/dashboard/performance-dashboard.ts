import { z } from 'zod';

const count = z.number().int().nonnegative();
/** A whole percent, or null when there is nothing to divide by. */
const percent = z.number().int().min(0).max(100).nullable();
/** An average score to one decimal place, or null when nothing was scored. */
const average = z.number().nullable();

const statusCount = z.object({ name: z.string(), tasks: count, is_done: z.boolean() });

/**
 * The admin performance dashboard (issue 23, ADR 63): the company's surveys, task boards, trainings and
 * improvement plans in figures, and the appraisals' (issue 22, ADR 68).
 */
export const performanceDashboardSchema = z.object({
  today: z.string(),
  surveys: z.object({
    drafts: count,
    open: count,
    closed: count,
    /** Answers and audience of the open surveys together: their response rate. */
    open_answers: count,
    open_audience: count,
    response_rate: percent,
    /** The open surveys, soonest to close first (at most five). */
    open_surveys: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        ends_on: z.string(),
        answers: count,
        audience: count,
      }),
    ),
  }),
  tasks: z.object({
    active_projects: count,
    open: count,
    done: count,
    overdue: count,
    /** Tasks of active and on-hold projects by board column, in the columns' order. */
    by_status: z.array(statusCount),
  }),
  trainings: z.object({
    upcoming: count,
    running: count,
    finished: count,
    enrolled: count,
    completed: count,
    no_show: count,
    average_score: average,
  }),
  improvement_plans: z.object({
    pending: count,
    active: count,
    /** Approved plans without an outcome whose review date is within 30 days (or past). */
    review_due: count,
    successful: count,
    extended: count,
    unsuccessful: count,
  }),
  /** Appraisals (issue 22, ADR 68): the open cycle's completion and the last ended cycle's grades. */
  appraisals: z.object({
    /** Initiated groups, and their members together: who has submitted, who is approved. */
    open_groups: count,
    members: count,
    self_submitted: count,
    appraiser_submitted: count,
    approved: count,
    /** Approved members of the open groups as a whole percent of their members. */
    completion: percent,
    /** The open groups, soonest due first (at most five). */
    open: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        period: z.string(),
        due_date: z.string(),
        members: count,
        approved: count,
      }),
    ),
    /** The cycle (setting and period) of the group ended last; null before any has ended. */
    graded_cycle: z
      .object({ general_setting_id: z.number().int(), name: z.string(), period: z.string() })
      .nullable(),
    /** Its appraisals by final grade, in the bands' order (highest first). */
    grade_distribution: z.array(z.object({ grade: z.string(), count })),
  }),
});
export type PerformanceDashboard = z.infer<typeof performanceDashboardSchema>;

/** The self-service performance dashboard: what waits on me and how my work stands. */
export const myPerformanceDashboardSchema = z.object({
  today: z.string(),
  surveys: z.object({
    to_answer: count,
    answered: count,
    /** Open surveys I have not answered yet, soonest to close first (at most five). */
    waiting: z.array(z.object({ id: z.number().int(), title: z.string(), ends_on: z.string() })),
  }),
  tasks: z.object({
    projects: count,
    open: count,
    done: count,
    overdue: count,
    by_status: z.array(statusCount),
    /** My open tasks with a due date, soonest first (at most five). */
    due: z.array(
      z.object({
        id: z.number().int(),
        project_id: z.number().int(),
        project: z.string(),
        title: z.string(),
        due_date: z.string(),
        overdue: z.boolean(),
      }),
    ),
  }),
  trainings: z.object({
    upcoming: count,
    completed: count,
    average_score: average,
    /** My trainings that have not ended yet, soonest first (at most five). */
    next: z.array(
      z.object({ id: z.number().int(), title: z.string(), starts_on: z.string(), ends_on: z.string() }),
    ),
  }),
  /** My latest improvement plan, if any. */
  improvement_plan: z
    .object({
      id: z.number().int(),
      status: z.enum(['pending', 'approved', 'rejected']),
      review_date: z.string(),
      outcome: z.enum(['successful', 'extended', 'unsuccessful']).nullable(),
      goals: count,
    })
    .nullable(),
  /** My appraisals (issue 22, ADR 68): the open one waiting on me, and my latest result. */
  appraisal: z.object({
    open: z
      .object({
        id: z.number().int(),
        group_name: z.string(),
        due_date: z.string(),
        self_submitted: z.boolean(),
      })
      .nullable(),
    latest: z
      .object({
        id: z.number().int(),
        group_name: z.string(),
        period: z.string(),
        status: z.string(),
        self_score: z.string().nullable(),
        appraiser_score: z.string().nullable(),
        final_score: z.string(),
        final_grade: z.string().nullable(),
      })
      .nullable(),
  }),
});
export type MyPerformanceDashboard = z.infer<typeof myPerformanceDashboardSchema>;

/** The dashboards' messages, English then French by key (ADR 32). */
export const PERFORMANCE_DASHBOARD_MESSAGES = {
  dashboardLoaded: 'Performance dashboard fetched successfully',
  myDashboardLoaded: 'Your performance dashboard fetched successfully',
};
export const PERFORMANCE_DASHBOARD_MESSAGES_FR: {
  readonly [K in keyof typeof PERFORMANCE_DASHBOARD_MESSAGES]: string;
} = {
  dashboardLoaded: 'Tableau de bord de la performance récupéré avec succès',
  myDashboardLoaded: 'Votre tableau de bord de la performance récupéré avec succès',
};
