.class public LInvoke038;
.super Ljava/lang/Object;

.method public static bsm(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;ILjava/lang/String;)Ljava/lang/invoke/CallSite;
    .registers 6
    const/4 v0, 0
    return-object v0
.end method

.method public static test(Ljava/lang/invoke/MethodHandle;)V
    .registers 8
    const/4 v1, 1
    const/4 v2, 2
    invoke-polymorphic {p0, v1, v2}, Ljava/lang/invoke/MethodHandle;->invokeExact([Ljava/lang/Object;)Ljava/lang/Object;, (II)V
    invoke-polymorphic/range {v1 .. v3}, Ljava/lang/invoke/MethodHandle;->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (II)I
    invoke-custom {v1, v2}, call_site_0("add", (II)I, 7, "x")@LInvoke038;->bsm(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;ILjava/lang/String;)Ljava/lang/invoke/CallSite;
    invoke-custom/range {v1 .. v2}, call_site_0("add", (II)I, 7, "x")@LInvoke038;->bsm(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;ILjava/lang/String;)Ljava/lang/invoke/CallSite;
    return-void
.end method
