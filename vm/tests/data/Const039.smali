.class public LConst039;
.super Ljava/lang/Object;

.field static f:I

.method public static test()V
    .registers 2
    const-method-handle v0, invoke-static@LConst039;->test()V
    const-method-handle v1, static-get@LConst039;->f:I
    const-method-handle v1, invoke-instance@Ljava/lang/Object;->toString()Ljava/lang/String;
    const-method-type v0, (IJLjava/lang/String;)V
    return-void
.end method
