.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 10
    const-string v8, "shl-long"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 1L
    const v2, 0
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 1
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 31
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 32
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 33
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 63
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 64
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 65
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, -1
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 127
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 0
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 1
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 31
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 32
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 33
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 63
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 64
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 65
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, -1
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 127
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 0
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 1
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 31
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 32
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 33
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 63
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 64
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 65
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, -1
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 127
    shl-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shl-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-string v8, "shr-long"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 1L
    const v2, 0
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 1
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 31
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 32
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 33
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 63
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 64
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 65
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, -1
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 127
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 0
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 1
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 31
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 32
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 33
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 63
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 64
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 65
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, -1
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 127
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 0
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 1
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 31
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 32
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 33
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 63
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 64
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 65
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, -1
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 127
    shr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    shr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-string v8, "ushr-long"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const-wide v0, 1L
    const v2, 0
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 1
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 31
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 32
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 33
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 63
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 64
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 65
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, -1
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 1L
    const v2, 127
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 0
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 1
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 31
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 32
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 33
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 63
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 64
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 65
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, -1
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, -81985529216486895L
    const v2, 127
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 0
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 1
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 31
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 32
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 33
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 63
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 64
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 65
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, -1
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-wide v0, 9141386507638288912L
    const v2, 127
    ushr-long v4, v0, v2
    invoke-static {v4, v5}, LMain;->p(J)V
    ushr-long/2addr v0, v2
    invoke-static {v0, v1}, LMain;->p(J)V
    const-string v8, "int shifts by out-of-range counts"
    invoke-static {v8}, LMain;->p(Ljava/lang/String;)V
    const v0, -305419896
    const v1, 32
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, 33
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, -1
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, -31
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, 2147483647
    shl-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, 32
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, 33
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, -1
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, -31
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, 2147483647
    shr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, 32
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, 33
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, -1
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, -31
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const v0, -305419896
    const v1, 2147483647
    ushr-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(J)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
