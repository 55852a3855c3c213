.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 4

    const/4 v1, -3
    :loop
    packed-switch v1, :pswitch
    const-string v2, "default"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :case_m2
    const-string v2, "minus two"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :case_m1
    const-string v2, "minus one (falls through)"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :case_0
    const-string v2, "zero"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :next
    :case_2
    const-string v2, "two"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :next
    add-int/lit8 v1, v1, 1
    const/4 v3, 4
    if-le v1, v3, :loop
    const v1, 2147483647
    packed-switch v1, :pswitch2
    const-string v2, "max default"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    goto :end
    :c_max
    const-string v2, "max hit"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :end
    const v1, -2147483648
    packed-switch v1, :pswitch3
    const-string v2, "min default"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    return-void

    :pswitch
    .packed-switch -0x2
        :case_m2
        :case_m1
        :case_0
        :next
        :case_2
    .end packed-switch

    :pswitch2
    .packed-switch 0x7ffffffe
        :end
        :c_max
    .end packed-switch

    :pswitch3
    .packed-switch 0x7ffffffe
        :end
        :c_max
    .end packed-switch
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
