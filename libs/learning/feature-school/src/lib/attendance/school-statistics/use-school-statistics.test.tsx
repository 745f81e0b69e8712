import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useSchoolStatistics } from './use-school-statistics';

const renderStatistics = () =>
  renderHook(() => useSchoolStatistics(), {
    wrapper: hookWrapper({ user: demoSessionUser('ecole'), path: '/ecole/statistiques' }).wrapper,
  });

describe('the school statistics view model', () => {
  it("reads the school's figures, its classes by attendance (lowest first) and the averages", async () => {
    const { result } = renderStatistics();

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.hasData).toBe(true);
    expect(result.current.query.data).toMatchObject({ school_id: 1, classes_count: 11 });
    const rates = result.current.classesByAttendance.map((c) => c.attendance_rate);
    expect(rates).toHaveLength(11);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(result.current.subjectAverages.length).toBeGreaterThan(0);
  });

  it('has nothing to show for a school without rows, and reads an answer without the assumed lists', async () => {
    server.use(
      http.get(hostPath('schools_statistics_handler'), () =>
        HttpResponse.json({
          school_id: 1,
          scholar_year_id: 2,
          students_count: 0,
          classes_count: 0,
          professors_count: 0,
          attendance_rate: 100,
          average_grade: 0,
          absences_by_month: [],
          grades_distribution: [],
        }),
      ),
    );

    const { result } = renderStatistics();

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.hasData).toBe(false);
    expect(result.current.classesByAttendance).toEqual([]);
  });
});
