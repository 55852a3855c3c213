.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 4
    const v0, 1
    const v1, 2
    if-eq v0, v1, :if_eq_0
    const-string v2, "if-eq 1 2 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_eq_0_end
:if_eq_0
    const-string v2, "if-eq 1 2 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_eq_0_end
    const v0, 1
    const v1, 2
    if-ne v0, v1, :if_ne_0
    const-string v2, "if-ne 1 2 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ne_0_end
:if_ne_0
    const-string v2, "if-ne 1 2 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ne_0_end
    const v0, 1
    const v1, 2
    if-lt v0, v1, :if_lt_0
    const-string v2, "if-lt 1 2 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_lt_0_end
:if_lt_0
    const-string v2, "if-lt 1 2 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_lt_0_end
    const v0, 1
    const v1, 2
    if-ge v0, v1, :if_ge_0
    const-string v2, "if-ge 1 2 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ge_0_end
:if_ge_0
    const-string v2, "if-ge 1 2 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ge_0_end
    const v0, 1
    const v1, 2
    if-gt v0, v1, :if_gt_0
    const-string v2, "if-gt 1 2 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gt_0_end
:if_gt_0
    const-string v2, "if-gt 1 2 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gt_0_end
    const v0, 1
    const v1, 2
    if-le v0, v1, :if_le_0
    const-string v2, "if-le 1 2 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_le_0_end
:if_le_0
    const-string v2, "if-le 1 2 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_le_0_end
    const v0, 2
    const v1, 1
    if-eq v0, v1, :if_eq_1
    const-string v2, "if-eq 2 1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_eq_1_end
:if_eq_1
    const-string v2, "if-eq 2 1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_eq_1_end
    const v0, 2
    const v1, 1
    if-ne v0, v1, :if_ne_1
    const-string v2, "if-ne 2 1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ne_1_end
:if_ne_1
    const-string v2, "if-ne 2 1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ne_1_end
    const v0, 2
    const v1, 1
    if-lt v0, v1, :if_lt_1
    const-string v2, "if-lt 2 1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_lt_1_end
:if_lt_1
    const-string v2, "if-lt 2 1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_lt_1_end
    const v0, 2
    const v1, 1
    if-ge v0, v1, :if_ge_1
    const-string v2, "if-ge 2 1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ge_1_end
:if_ge_1
    const-string v2, "if-ge 2 1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ge_1_end
    const v0, 2
    const v1, 1
    if-gt v0, v1, :if_gt_1
    const-string v2, "if-gt 2 1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gt_1_end
:if_gt_1
    const-string v2, "if-gt 2 1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gt_1_end
    const v0, 2
    const v1, 1
    if-le v0, v1, :if_le_1
    const-string v2, "if-le 2 1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_le_1_end
:if_le_1
    const-string v2, "if-le 2 1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_le_1_end
    const v0, 3
    const v1, 3
    if-eq v0, v1, :if_eq_2
    const-string v2, "if-eq 3 3 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_eq_2_end
:if_eq_2
    const-string v2, "if-eq 3 3 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_eq_2_end
    const v0, 3
    const v1, 3
    if-ne v0, v1, :if_ne_2
    const-string v2, "if-ne 3 3 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ne_2_end
:if_ne_2
    const-string v2, "if-ne 3 3 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ne_2_end
    const v0, 3
    const v1, 3
    if-lt v0, v1, :if_lt_2
    const-string v2, "if-lt 3 3 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_lt_2_end
:if_lt_2
    const-string v2, "if-lt 3 3 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_lt_2_end
    const v0, 3
    const v1, 3
    if-ge v0, v1, :if_ge_2
    const-string v2, "if-ge 3 3 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ge_2_end
:if_ge_2
    const-string v2, "if-ge 3 3 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ge_2_end
    const v0, 3
    const v1, 3
    if-gt v0, v1, :if_gt_2
    const-string v2, "if-gt 3 3 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gt_2_end
:if_gt_2
    const-string v2, "if-gt 3 3 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gt_2_end
    const v0, 3
    const v1, 3
    if-le v0, v1, :if_le_2
    const-string v2, "if-le 3 3 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_le_2_end
:if_le_2
    const-string v2, "if-le 3 3 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_le_2_end
    const v0, -5
    const v1, 5
    if-eq v0, v1, :if_eq_3
    const-string v2, "if-eq -5 5 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_eq_3_end
:if_eq_3
    const-string v2, "if-eq -5 5 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_eq_3_end
    const v0, -5
    const v1, 5
    if-ne v0, v1, :if_ne_3
    const-string v2, "if-ne -5 5 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ne_3_end
:if_ne_3
    const-string v2, "if-ne -5 5 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ne_3_end
    const v0, -5
    const v1, 5
    if-lt v0, v1, :if_lt_3
    const-string v2, "if-lt -5 5 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_lt_3_end
:if_lt_3
    const-string v2, "if-lt -5 5 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_lt_3_end
    const v0, -5
    const v1, 5
    if-ge v0, v1, :if_ge_3
    const-string v2, "if-ge -5 5 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ge_3_end
:if_ge_3
    const-string v2, "if-ge -5 5 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ge_3_end
    const v0, -5
    const v1, 5
    if-gt v0, v1, :if_gt_3
    const-string v2, "if-gt -5 5 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gt_3_end
:if_gt_3
    const-string v2, "if-gt -5 5 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gt_3_end
    const v0, -5
    const v1, 5
    if-le v0, v1, :if_le_3
    const-string v2, "if-le -5 5 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_le_3_end
:if_le_3
    const-string v2, "if-le -5 5 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_le_3_end
    const v0, -2147483648
    const v1, 2147483647
    if-eq v0, v1, :if_eq_4
    const-string v2, "if-eq -2147483648 2147483647 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_eq_4_end
:if_eq_4
    const-string v2, "if-eq -2147483648 2147483647 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_eq_4_end
    const v0, -2147483648
    const v1, 2147483647
    if-ne v0, v1, :if_ne_4
    const-string v2, "if-ne -2147483648 2147483647 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ne_4_end
:if_ne_4
    const-string v2, "if-ne -2147483648 2147483647 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ne_4_end
    const v0, -2147483648
    const v1, 2147483647
    if-lt v0, v1, :if_lt_4
    const-string v2, "if-lt -2147483648 2147483647 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_lt_4_end
:if_lt_4
    const-string v2, "if-lt -2147483648 2147483647 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_lt_4_end
    const v0, -2147483648
    const v1, 2147483647
    if-ge v0, v1, :if_ge_4
    const-string v2, "if-ge -2147483648 2147483647 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ge_4_end
:if_ge_4
    const-string v2, "if-ge -2147483648 2147483647 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ge_4_end
    const v0, -2147483648
    const v1, 2147483647
    if-gt v0, v1, :if_gt_4
    const-string v2, "if-gt -2147483648 2147483647 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gt_4_end
:if_gt_4
    const-string v2, "if-gt -2147483648 2147483647 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gt_4_end
    const v0, -2147483648
    const v1, 2147483647
    if-le v0, v1, :if_le_4
    const-string v2, "if-le -2147483648 2147483647 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_le_4_end
:if_le_4
    const-string v2, "if-le -2147483648 2147483647 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_le_4_end
    const v0, 0
    if-eqz v0, :if_eqz_0
    const-string v2, "if-eqz 0 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_eqz_0_end
:if_eqz_0
    const-string v2, "if-eqz 0 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_eqz_0_end
    const v0, 0
    if-nez v0, :if_nez_0
    const-string v2, "if-nez 0 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_nez_0_end
:if_nez_0
    const-string v2, "if-nez 0 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_nez_0_end
    const v0, 0
    if-ltz v0, :if_ltz_0
    const-string v2, "if-ltz 0 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ltz_0_end
:if_ltz_0
    const-string v2, "if-ltz 0 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ltz_0_end
    const v0, 0
    if-gez v0, :if_gez_0
    const-string v2, "if-gez 0 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gez_0_end
:if_gez_0
    const-string v2, "if-gez 0 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gez_0_end
    const v0, 0
    if-gtz v0, :if_gtz_0
    const-string v2, "if-gtz 0 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gtz_0_end
:if_gtz_0
    const-string v2, "if-gtz 0 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gtz_0_end
    const v0, 0
    if-lez v0, :if_lez_0
    const-string v2, "if-lez 0 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_lez_0_end
:if_lez_0
    const-string v2, "if-lez 0 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_lez_0_end
    const v0, 1
    if-eqz v0, :if_eqz_1
    const-string v2, "if-eqz 1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_eqz_1_end
:if_eqz_1
    const-string v2, "if-eqz 1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_eqz_1_end
    const v0, 1
    if-nez v0, :if_nez_1
    const-string v2, "if-nez 1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_nez_1_end
:if_nez_1
    const-string v2, "if-nez 1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_nez_1_end
    const v0, 1
    if-ltz v0, :if_ltz_1
    const-string v2, "if-ltz 1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ltz_1_end
:if_ltz_1
    const-string v2, "if-ltz 1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ltz_1_end
    const v0, 1
    if-gez v0, :if_gez_1
    const-string v2, "if-gez 1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gez_1_end
:if_gez_1
    const-string v2, "if-gez 1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gez_1_end
    const v0, 1
    if-gtz v0, :if_gtz_1
    const-string v2, "if-gtz 1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gtz_1_end
:if_gtz_1
    const-string v2, "if-gtz 1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gtz_1_end
    const v0, 1
    if-lez v0, :if_lez_1
    const-string v2, "if-lez 1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_lez_1_end
:if_lez_1
    const-string v2, "if-lez 1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_lez_1_end
    const v0, -1
    if-eqz v0, :if_eqz_2
    const-string v2, "if-eqz -1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_eqz_2_end
:if_eqz_2
    const-string v2, "if-eqz -1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_eqz_2_end
    const v0, -1
    if-nez v0, :if_nez_2
    const-string v2, "if-nez -1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_nez_2_end
:if_nez_2
    const-string v2, "if-nez -1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_nez_2_end
    const v0, -1
    if-ltz v0, :if_ltz_2
    const-string v2, "if-ltz -1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ltz_2_end
:if_ltz_2
    const-string v2, "if-ltz -1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ltz_2_end
    const v0, -1
    if-gez v0, :if_gez_2
    const-string v2, "if-gez -1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gez_2_end
:if_gez_2
    const-string v2, "if-gez -1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gez_2_end
    const v0, -1
    if-gtz v0, :if_gtz_2
    const-string v2, "if-gtz -1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gtz_2_end
:if_gtz_2
    const-string v2, "if-gtz -1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gtz_2_end
    const v0, -1
    if-lez v0, :if_lez_2
    const-string v2, "if-lez -1 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_lez_2_end
:if_lez_2
    const-string v2, "if-lez -1 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_lez_2_end
    const v0, 2147483647
    if-eqz v0, :if_eqz_3
    const-string v2, "if-eqz 2147483647 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_eqz_3_end
:if_eqz_3
    const-string v2, "if-eqz 2147483647 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_eqz_3_end
    const v0, 2147483647
    if-nez v0, :if_nez_3
    const-string v2, "if-nez 2147483647 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_nez_3_end
:if_nez_3
    const-string v2, "if-nez 2147483647 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_nez_3_end
    const v0, 2147483647
    if-ltz v0, :if_ltz_3
    const-string v2, "if-ltz 2147483647 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ltz_3_end
:if_ltz_3
    const-string v2, "if-ltz 2147483647 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ltz_3_end
    const v0, 2147483647
    if-gez v0, :if_gez_3
    const-string v2, "if-gez 2147483647 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gez_3_end
:if_gez_3
    const-string v2, "if-gez 2147483647 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gez_3_end
    const v0, 2147483647
    if-gtz v0, :if_gtz_3
    const-string v2, "if-gtz 2147483647 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gtz_3_end
:if_gtz_3
    const-string v2, "if-gtz 2147483647 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gtz_3_end
    const v0, 2147483647
    if-lez v0, :if_lez_3
    const-string v2, "if-lez 2147483647 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_lez_3_end
:if_lez_3
    const-string v2, "if-lez 2147483647 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_lez_3_end
    const v0, -2147483648
    if-eqz v0, :if_eqz_4
    const-string v2, "if-eqz -2147483648 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_eqz_4_end
:if_eqz_4
    const-string v2, "if-eqz -2147483648 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_eqz_4_end
    const v0, -2147483648
    if-nez v0, :if_nez_4
    const-string v2, "if-nez -2147483648 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_nez_4_end
:if_nez_4
    const-string v2, "if-nez -2147483648 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_nez_4_end
    const v0, -2147483648
    if-ltz v0, :if_ltz_4
    const-string v2, "if-ltz -2147483648 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_ltz_4_end
:if_ltz_4
    const-string v2, "if-ltz -2147483648 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_ltz_4_end
    const v0, -2147483648
    if-gez v0, :if_gez_4
    const-string v2, "if-gez -2147483648 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gez_4_end
:if_gez_4
    const-string v2, "if-gez -2147483648 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gez_4_end
    const v0, -2147483648
    if-gtz v0, :if_gtz_4
    const-string v2, "if-gtz -2147483648 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_gtz_4_end
:if_gtz_4
    const-string v2, "if-gtz -2147483648 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_gtz_4_end
    const v0, -2147483648
    if-lez v0, :if_lez_4
    const-string v2, "if-lez -2147483648 false"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :if_lez_4_end
:if_lez_4
    const-string v2, "if-lez -2147483648 true"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:if_lez_4_end
    const/4 v0, 0
    if-eqz v0, :nullz
    const-string v2, "null not eqz"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:nullz
    const-string v2, "null is eqz"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    const-string v0, "x"
    if-nez v0, :objnz
    const-string v2, "obj eqz"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:objnz
    const-string v2, "obj nez"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    const-string v1, "x"
    if-eq v0, v1, :sameref
    const-string v2, "refs differ"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
:sameref
    const-string v2, "refs compared"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
