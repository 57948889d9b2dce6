import { describe, expect, it } from 'vitest';
import { viewColumnOrigins } from '@/scripts/db-types/node-tree';

describe('viewColumnOrigins', () => {
  // pg_rewrite.ev_action of: create view v as select t.id, t."odd name{x}" as "a b", t.n + 1 as m
  // from t where t.n > (select 1) — the sub-select's target list comes first and must not be read.
  const evAction =
    '({QUERY :commandType 1 :querySource 0 :canSetTag true :utilityStmt <> :resultRelation 0 :hasSubLinks true ' +
    ':cteList <> :rtable ({RANGETBLENTRY :alias <> :eref {ALIAS :aliasname t :colnames ("id" "odd\\ name\\{x\\}" "n")} ' +
    ':rtekind 0 :relid 16738 :inh true :relkind r}) :jointree {FROMEXPR :fromlist ({RANGETBLREF :rtindex 1}) ' +
    ':quals {OPEXPR :opno 521 :args ({VAR :varno 1 :varattno 3 :location -1} {SUBLINK :subLinkType 4 :subLinkId 0 ' +
    ':testexpr <> :operName <> :subselect {QUERY :commandType 1 :rtable <> :jointree {FROMEXPR :fromlist <> :quals <>} ' +
    ':targetList ({TARGETENTRY :expr {CONST :consttype 23 :constlen 4 :constbyval true :constisnull false ' +
    ':location -1 :constvalue 4 [ 1 0 0 0 ]} :resno 1 :resname ?column? :ressortgroupref 0 :resorigtbl 0 ' +
    ':resorigcol 0 :resjunk false}) :stmt_len -1} :location -1}) :location -1}} :targetList ({TARGETENTRY ' +
    ':expr {VAR :varno 1 :varattno 1 :location -1} :resno 1 :resname id :ressortgroupref 0 :resorigtbl 16738 ' +
    ':resorigcol 1 :resjunk false} {TARGETENTRY :expr {VAR :varno 1 :varattno 2 :location -1} :resno 2 ' +
    ':resname a\\ b :ressortgroupref 0 :resorigtbl 16738 :resorigcol 2 :resjunk false} {TARGETENTRY :expr ' +
    '{OPEXPR :opno 551 :args ({VAR :varno 1 :varattno 3} {CONST :consttype 23 :constvalue 4 [ 1 0 0 0 ]}) ' +
    ':location -1} :resno 3 :resname m :ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk false}) ' +
    ':override 0 :onConflict <> :stmt_location -1 :stmt_len -1})';

  it('reads where each output column of the top-level query comes from', () => {
    expect(viewColumnOrigins(evAction)).toEqual([
      { resno: 1, resorigtbl: 16738, resorigcol: 1 },
      { resno: 2, resorigtbl: 16738, resorigcol: 2 },
      { resno: 3, resorigtbl: 0, resorigcol: 0 },
    ]);
  });
});
